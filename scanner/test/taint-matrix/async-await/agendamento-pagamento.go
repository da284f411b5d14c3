package agendamento

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Agendar(w http.ResponseWriter, r *http.Request) {
	boleto := r.FormValue("boleto")
	go func() {
		db.Exec("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')") // vigia: expect injection-sql
	}()
	go db.Exec("DELETE FROM agendamentos WHERE status = 'CANCELADO'") // vigia: ok injection-sql, injection-sql-sink
	w.WriteHeader(http.StatusCreated)
}
