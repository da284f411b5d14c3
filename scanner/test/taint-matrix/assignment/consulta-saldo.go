package saldo

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func ConsultarSaldo(w http.ResponseWriter, r *http.Request) {
	conta := r.URL.Query().Get("conta")
	agencia := conta
	db.Query("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'") // vigia: expect injection-sql
	fixa := "0001"
	db.Query("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'") // vigia: ok injection-sql
}
