package relatorio

import (
	"database/sql"
	"net/http"
	"strings"
)

var db *sql.DB

func Transferencias(w http.ResponseWriter, r *http.Request) {
	favorecido := r.URL.Query().Get("favorecido")
	var sb strings.Builder
	sb.WriteString("SELECT * FROM transferencias WHERE 1 = 1")
	sb.WriteString(" AND favorecido = '" + favorecido + "'")
	db.Query(sb.String()) // vigia: expect injection-sql
	var fixo strings.Builder
	fixo.WriteString("SELECT * FROM transferencias WHERE status = 'CONCLUIDA'")
	db.Query(fixo.String()) // vigia: ok injection-sql
}
