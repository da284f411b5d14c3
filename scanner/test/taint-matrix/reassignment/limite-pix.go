package pix

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func ZerarLimite(w http.ResponseWriter, r *http.Request) {
	chave := r.FormValue("chave")
	db.Exec("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'") // vigia: expect injection-sql
	chave = "padrao"
	db.Exec("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'") // vigia: ok injection-sql
}
