package conciliacao

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func paraCada(itens []string, acao func(string)) {
	for _, item := range itens {
		acao(item)
	}
}

func Conciliar(w http.ResponseWriter, r *http.Request) {
	contas := r.Form["conta"]
	paraCada(contas, func(conta string) {
		db.Exec("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'") // vigia: expect injection-sql
	})
	paraCada([]string{"0001", "0002"}, func(interna string) {
		db.Exec("UPDATE contas SET conciliada = true WHERE numero = '" + interna + "'") // vigia: ok injection-sql
	})
}
