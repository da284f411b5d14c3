package saudacao

import (
	"database/sql"
	"fmt"
	"html"
	"net/http"
)

var db *sql.DB

func Saudacao(w http.ResponseWriter, r *http.Request) {
	nome := r.URL.Query().Get("nome")
	fmt.Fprintf(w, "<h1>Olá, %s</h1>", nome) // vigia: expect xss
	seguro := html.EscapeString(nome)
	fmt.Fprintf(w, "<h1>Olá, %s</h1>", seguro) // vigia: ok xss
	db.Query("SELECT * FROM clientes WHERE nome = '" + seguro + "'") // vigia: expect injection-sql
}
