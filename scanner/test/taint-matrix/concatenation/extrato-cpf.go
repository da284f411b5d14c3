package extrato

import (
	"database/sql"
	"net/http"
	"strconv"
)

var db *sql.DB

func Extrato(w http.ResponseWriter, r *http.Request) {
	cpf := r.URL.Query().Get("cpf")
	filtro := "cpf = '" + cpf + "'"
	consulta := "SELECT * FROM extrato WHERE " + filtro
	consulta += " ORDER BY data"
	db.Query(consulta) // vigia: expect injection-sql
	tamanho := "SELECT * FROM extrato LIMIT " + strconv.Itoa(len(cpf))
	db.Query(tamanho) // vigia: ok injection-sql
}
