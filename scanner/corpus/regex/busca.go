package busca

import (
	"net/http"
	"regexp"
)

func BuscarContatos(w http.ResponseWriter, r *http.Request) {
	filtro, err := regexp.Compile(r.URL.Query().Get("apelido")) // vigia-expect: regex-injection
	if err != nil {
		http.Error(w, "filtro inválido", http.StatusBadRequest)
		return
	}
	_ = filtro
}

// BuscarContatosSeguro: the input is quoted before it becomes a pattern (look-alike).
func BuscarContatosSeguro(w http.ResponseWriter, r *http.Request) {
	filtro := regexp.MustCompile("(?i)" + regexp.QuoteMeta(r.URL.Query().Get("apelido")))
	_ = filtro
}
