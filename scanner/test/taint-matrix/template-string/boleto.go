package boleto

import (
	"database/sql"
	"fmt"
	"net/http"
)

var db *sql.DB

func Boletos(w http.ResponseWriter, r *http.Request) {
	linhaDigitavel := r.URL.Query().Get("linha")
	consulta := fmt.Sprintf("SELECT * FROM boletos WHERE linha = '%s'", linhaDigitavel)
	db.Query(consulta) // vigia: expect injection-sql
	fixa := fmt.Sprintf("SELECT * FROM boletos WHERE status = '%s'", "PAGO")
	db.Query(fixa) // vigia: ok injection-sql
}
