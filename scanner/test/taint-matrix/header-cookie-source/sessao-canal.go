package sessao

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Sessao(w http.ResponseWriter, r *http.Request) {
	canal := r.Header.Get("X-Canal")
	db.Query("SELECT * FROM canais WHERE nome = '" + canal + "'") // vigia: expect injection-sql
	cookie, _ := r.Cookie("sessao")
	db.Query("SELECT * FROM sessoes WHERE id = '" + cookie.Value + "'") // vigia: expect injection-sql
}
