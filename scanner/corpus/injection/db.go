package repo

import (
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
)

func Find(db *sql.DB, r *http.Request, id string) {
	db.Query(fmt.Sprintf("SELECT * FROM contas WHERE id = %s", id)) // vigia-expect: injection-sql
	db.Query("SELECT * FROM contas WHERE id = $1", id)
	exec.Command("sh", "-c", "ls "+r.FormValue("dir")).Run() // vigia-expect: injection-command
	exec.Command("ls", "-la").Run()
	http.Get(r.URL.Query().Get("url")) // vigia-expect: ssrf
	http.Get("https://api.exemplo.com.br/status")
}
