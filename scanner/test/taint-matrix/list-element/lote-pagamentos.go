package lote

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Lotes(w http.ResponseWriter, r *http.Request) {
	codigos := []string{"LOTE-0001"}
	codigos = append(codigos, r.FormValue("codigo"))
	db.Query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'") // vigia: expect injection-sql
	db.Query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'") // vigia: ok injection-sql
}
