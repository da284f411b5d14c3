package extrato

import (
	"database/sql"
	"net/http"
)

var colunas = map[string]bool{"data": true, "valor": true, "descricao": true}

var db *sql.DB

func Ordenar(w http.ResponseWriter, r *http.Request) {
	ordem := r.URL.Query().Get("ordem")
	if colunas[ordem] {
		db.Query("SELECT * FROM extrato ORDER BY " + ordem) // vigia: ok injection-sql
	}
	if ordem == "data" || ordem == "valor" {
		db.Query("SELECT * FROM extrato ORDER BY " + ordem) // vigia: ok injection-sql
	}
	db.Query("SELECT * FROM extrato ORDER BY " + ordem) // vigia: expect injection-sql
}
