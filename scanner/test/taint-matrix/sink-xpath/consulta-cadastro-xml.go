package cadastro

import (
	"net/http"

	"github.com/antchfx/xmlquery"
)

var cadastro *xmlquery.Node

func Consultar(w http.ResponseWriter, r *http.Request) {
	conta := r.URL.Query().Get("conta")
	xmlquery.Find(cadastro, "/clientes/cliente[conta='"+conta+"']/nome") // vigia: expect injection-xpath
	xmlquery.Find(cadastro, "/clientes/cliente[1]/nome") // vigia: ok injection-xpath, injection-xpath-sink
}
