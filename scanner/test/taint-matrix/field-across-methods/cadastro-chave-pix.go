package pix

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

type CadastroChavePix struct {
	chave string
	tipo  string
}

func (c *CadastroChavePix) Carregar(r *http.Request) {
	c.chave = r.FormValue("chave")
	c.tipo = "EMAIL"
}

func (c *CadastroChavePix) Gravar() {
	db.Exec("INSERT INTO chaves_pix (chave) VALUES ('" + c.chave + "')") // vigia: expect injection-sql
	db.Exec("INSERT INTO chaves_pix (tipo) VALUES ('" + c.tipo + "')") // vigia: ok injection-sql
}

func Cadastrar(w http.ResponseWriter, r *http.Request) {
	cadastro := &CadastroChavePix{}
	cadastro.Carregar(r)
	cadastro.Gravar()
}
