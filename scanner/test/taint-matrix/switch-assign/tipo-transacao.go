package transacao

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func Transacoes(w http.ResponseWriter, r *http.Request) {
	tipo := r.URL.Query().Get("tipo")
	var tabela string
	switch tipo {
	case "pix":
		tabela = "transacoes_pix"
	case "ted":
		tabela = "transacoes_ted"
	default:
		tabela = "transacoes"
	}
	db.Query("SELECT * FROM " + tabela) // vigia: ok injection-sql
	var filtro string
	switch tipo {
	case "pix":
		filtro = "tipo = 'PIX'"
	default:
		filtro = "tipo = '" + tipo + "'"
	}
	db.Query("SELECT * FROM transacoes WHERE " + filtro) // vigia: expect injection-sql
}
