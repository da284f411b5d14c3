package cobranca

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

type RequisicaoCobranca struct {
	r *http.Request
}

func (c RequisicaoCobranca) Parametro(nome string) string {
	return c.r.URL.Query().Get(nome)
}

func (c RequisicaoCobranca) Moeda() string {
	return "BRL"
}

func Cobrancas(w http.ResponseWriter, r *http.Request) {
	cobranca := RequisicaoCobranca{r: r}
	db.Query("SELECT * FROM cobrancas WHERE txid = '" + cobranca.Parametro("txid") + "'") // vigia: expect injection-sql
	db.Query("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.Moeda() + "'") // vigia: ok injection-sql
}
