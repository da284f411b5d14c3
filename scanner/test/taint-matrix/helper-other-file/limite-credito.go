package credito

import (
	"database/sql"
	"net/http"

	"banco/requisicao"
)

var db *sql.DB

func Limite(w http.ResponseWriter, r *http.Request) {
	cpf := requisicao.LerCpf(r)
	db.Query("SELECT limite FROM credito WHERE cpf = '" + cpf + "'") // vigia: expect injection-sql
	conta := requisicao.SomenteNumeros(r.URL.Query().Get("conta"))
	db.Query("SELECT limite FROM credito WHERE conta = '" + conta + "'") // vigia: ok injection-sql
}
