package ofx

import (
	"database/sql"
	"net/http"
	"strconv"
)

var db *sql.DB

func Importar(w http.ResponseWriter, r *http.Request) {
	arquivo := "padrao.ofx"
	banco := "001"
	defer func() {
		if recover() != nil {
			banco = "000"
		}
	}()
	arquivo = r.FormValue("arquivo")
	if numero, err := strconv.Atoi(r.FormValue("banco")); err == nil {
		banco = strconv.Itoa(numero)
	}
	db.Exec("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')") // vigia: expect injection-sql
	db.Exec("INSERT INTO importacoes (banco) VALUES ('" + banco + "')") // vigia: ok injection-sql
}
