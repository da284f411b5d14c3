package fatura

import (
	"database/sql"
	"net/http"
	"strconv"
)

var db *sql.DB

func montarConsulta(cartao string) string {
	return "SELECT * FROM faturas WHERE cartao = '" + cartao + "'"
}

func somenteDigitos(valor string) string {
	numero, _ := strconv.ParseInt(valor, 10, 64)
	return strconv.FormatInt(numero, 10)
}

func Faturas(w http.ResponseWriter, r *http.Request) {
	cartao := r.URL.Query().Get("cartao")
	db.Query(montarConsulta(cartao)) // vigia: expect injection-sql
	db.Query(montarConsulta("5555")) // vigia: ok injection-sql
	db.Query(montarConsulta(somenteDigitos(cartao))) // vigia: ok injection-sql
}
