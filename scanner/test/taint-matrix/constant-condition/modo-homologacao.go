package agencia

import (
	"database/sql"
	"net/http"
)

const homologacao = false

var db *sql.DB

func Agencias(w http.ResponseWriter, r *http.Request) {
	agencia := r.URL.Query().Get("agencia")
	filtro := "0001"
	if homologacao {
		filtro = agencia
	}
	db.Query("SELECT * FROM agencias WHERE codigo = '" + filtro + "'") // vigia: ok injection-sql
	destino := "0001"
	if 2+2 == 4 {
		destino = agencia
	}
	db.Query("SELECT * FROM agencias WHERE codigo = '" + destino + "'") // vigia: expect injection-sql
}
