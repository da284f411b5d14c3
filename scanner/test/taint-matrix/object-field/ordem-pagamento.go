package ordem

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

type OrdemPagamento struct {
	Beneficiario string
	Moeda        string
}

func Ordens(w http.ResponseWriter, r *http.Request) {
	var ordem OrdemPagamento
	ordem.Beneficiario = r.FormValue("beneficiario")
	ordem.Moeda = "BRL"
	db.Exec("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.Beneficiario + "')") // vigia: expect injection-sql
	db.Exec("INSERT INTO ordens (moeda) VALUES ('" + ordem.Moeda + "')") // vigia: ok injection-sql
}
