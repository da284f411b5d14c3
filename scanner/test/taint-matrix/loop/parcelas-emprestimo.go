package emprestimo

import (
	"database/sql"
	"net/http"
	"strconv"
)

var db *sql.DB

func Parcelas(w http.ResponseWriter, r *http.Request) {
	lista := ""
	for _, contrato := range r.URL.Query()["contrato"] {
		lista = lista + "'" + contrato + "',"
	}
	db.Query("SELECT * FROM parcelas WHERE contrato IN (" + lista + "'')") // vigia: expect injection-sql
	faixas := ""
	for i := 0; i < 12; i++ {
		faixas = faixas + strconv.Itoa(i) + ","
	}
	db.Query("SELECT * FROM parcelas WHERE numero IN (" + faixas + "0)") // vigia: ok injection-sql
}
