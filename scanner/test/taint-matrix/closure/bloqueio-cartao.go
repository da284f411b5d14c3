package cartao

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func BloquearCartao(w http.ResponseWriter, r *http.Request) {
	cartao := r.FormValue("cartao")
	motivo := "PERDA"
	bloquear := func() {
		db.Exec("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'") // vigia: expect injection-sql
	}
	registrar := func() {
		db.Exec("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')") // vigia: ok injection-sql
	}
	bloquear()
	registrar()
}
