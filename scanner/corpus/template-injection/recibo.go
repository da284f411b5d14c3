package recibo

import (
	"html/template"
	"net/http"
)

func Previa(w http.ResponseWriter, r *http.Request) {
	modelo, err := template.New("recibo").Parse(r.FormValue("modelo")) // vigia-expect: template-injection
	if err != nil {
		http.Error(w, "modelo inválido", http.StatusBadRequest)
		return
	}
	_ = modelo.Execute(w, nil)
}

// PreviaSegura: the request fills the data of a fixed template (look-alike).
func PreviaSegura(w http.ResponseWriter, r *http.Request) {
	modelo := template.Must(template.New("recibo").Parse("<p>{{.}}</p>"))
	_ = modelo.Execute(w, r.FormValue("nome"))
}
