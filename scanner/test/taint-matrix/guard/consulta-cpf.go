package clientes

import (
	"database/sql"
	"net/http"
	"regexp"
)

var soDigitos = regexp.MustCompile(`^\d{11}$`)

var db *sql.DB

func Clientes(w http.ResponseWriter, r *http.Request) {
	nome := r.URL.Query().Get("nome")
	if nome == "" {
		http.Error(w, "nome obrigatório", http.StatusBadRequest)
		return
	}
	db.Query("SELECT * FROM clientes WHERE nome = '" + nome + "'") // vigia: expect injection-sql
	cpf := r.URL.Query().Get("cpf")
	if !soDigitos.MatchString(cpf) {
		http.Error(w, "CPF inválido", http.StatusBadRequest)
		return
	}
	db.Query("SELECT * FROM clientes WHERE cpf = '" + cpf + "'") // vigia: ok injection-sql
}
