package emprestimo

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strconv"
)

var db *sql.DB

type PedidoEmprestimo struct {
	Finalidade string `json:"finalidade"`
	Prazo      int    `json:"prazo"`
}

func Solicitar(w http.ResponseWriter, r *http.Request) {
	var pedido PedidoEmprestimo
	json.NewDecoder(r.Body).Decode(&pedido)
	db.Exec("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.Finalidade + "')") // vigia: expect injection-sql
	db.Exec("INSERT INTO pedidos (prazo) VALUES (" + strconv.Itoa(pedido.Prazo) + ")") // vigia: ok injection-sql
}
