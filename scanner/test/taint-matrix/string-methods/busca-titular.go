package titular

import (
	"database/sql"
	"net/http"
	"strconv"
	"strings"
)

var db *sql.DB

func Titulares(w http.ResponseWriter, r *http.Request) {
	titular := r.URL.Query().Get("titular")
	normalizado := strings.ReplaceAll(strings.ToUpper(strings.TrimSpace(titular)), "  ", " ")
	db.Query("SELECT * FROM contas WHERE titular = '" + normalizado + "'") // vigia: expect injection-sql
	tamanho := len(strings.TrimSpace(titular))
	db.Query("SELECT * FROM contas LIMIT " + strconv.Itoa(tamanho)) // vigia: ok injection-sql
}
