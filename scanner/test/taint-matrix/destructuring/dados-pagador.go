package pagador

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Pagadores(w http.ResponseWriter, r *http.Request) {
	documento, pais := r.FormValue("documento"), "BR"
	db.Query("SELECT * FROM pagadores WHERE documento = '" + documento + "'") // vigia: expect injection-sql
	moeda, praca := "BRL", r.FormValue("praca")
	db.Query("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'") // vigia: ok injection-sql
	db.Query("SELECT * FROM pagadores WHERE praca = '" + praca + "'") // vigia: expect injection-sql
	w.Header().Set("X-Pais", pais)
}
