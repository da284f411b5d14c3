package pix

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func estornar(endToEnd string) {
	db.Exec("UPDATE pix SET estornado = true WHERE e2e = '" + endToEnd + "'") // vigia: expect injection-sql
}

func registrar(motivo string) {
	db.Exec("INSERT INTO estornos (motivo) VALUES ($1)", motivo) // vigia: ok injection-sql
}

func Estorno(w http.ResponseWriter, r *http.Request) {
	estornar(r.FormValue("e2e"))
	registrar(r.FormValue("motivo"))
	w.WriteHeader(http.StatusAccepted)
}
