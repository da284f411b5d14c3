package favorecido

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Favorecidos(w http.ResponseWriter, r *http.Request) {
	documento := r.URL.Query().Get("documento")
	db.Query("SELECT * FROM favorecidos WHERE documento = $1", documento) // vigia: ok injection-sql
	db.Query("SELECT * FROM favorecidos WHERE documento = '" + documento + "'") // vigia: expect injection-sql
}
