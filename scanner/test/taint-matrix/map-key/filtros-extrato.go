package extrato

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Filtros(w http.ResponseWriter, r *http.Request) {
	filtros := map[string]string{"status": "LIQUIDADO"}
	filtros["descricao"] = r.URL.Query().Get("descricao")
	db.Query("SELECT * FROM extrato WHERE descricao = '" + filtros["descricao"] + "'") // vigia: expect injection-sql
	db.Query("SELECT * FROM extrato WHERE status = '" + filtros["status"] + "'") // vigia: ok injection-sql
}
