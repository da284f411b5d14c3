package comprovante

import (
	"html/template"
	"net/http"
)

func Comprovante(w http.ResponseWriter, r *http.Request) {
	favorecido := r.URL.Query().Get("favorecido")
	w.Write([]byte("<p>Favorecido: " + favorecido + "</p>")) // vigia: expect xss
	rotulo := template.HTML("<p>Valor: " + r.URL.Query().Get("valor") + "</p>") // vigia: expect xss
	w.Write([]byte("<p>Comprovante emitido</p>")) // vigia: ok xss, xss-sink
	_ = rotulo
}
