package transferencia

import (
	"database/sql"
	"fmt"
	"net/http"
	"strconv"
)

var db *sql.DB

func Transferir(w http.ResponseWriter, r *http.Request) {
	valorInformado := r.FormValue("valor")
	centavos, _ := strconv.ParseInt(valorInformado, 10, 64)
	db.Exec(fmt.Sprintf("UPDATE contas SET saldo = saldo - %d", centavos)) // vigia: ok injection-sql
	taxa, _ := strconv.ParseFloat(r.FormValue("taxa"), 64)
	db.Exec(fmt.Sprintf("UPDATE contas SET taxa = %f", taxa)) // vigia: ok injection-sql
	db.Exec("UPDATE contas SET saldo = saldo - " + valorInformado) // vigia: expect injection-sql
}
