package extrato

import (
	"context"
	"database/sql"
	"fmt"
	"net/http"
	"os/exec"
)

func BuscarExtrato(db *sql.DB, r *http.Request) {
	conta := r.URL.Query().Get("conta")
	consulta := fmt.Sprintf("SELECT * FROM extrato WHERE conta = '%s'", conta)
	db.Query(consulta) // vigia-expect: injection-sql
	filtro := "SELECT * FROM extrato WHERE agencia = " + r.FormValue("agencia")
	db.QueryRowContext(context.Background(), filtro) // vigia-expect: injection-sql
	segura := "SELECT * FROM extrato WHERE conta = $1"
	db.Query(segura, conta)
	fixa := "SELECT saldo " + "FROM contas"
	db.Exec(fixa, conta)
}

func ExecutarRelatorio(db *sql.DB, consulta string) {
	db.Query(consulta) // vigia-expect: injection-sql-sink
}

func CompactarArquivo(r *http.Request) {
	comando := "tar czf /tmp/saida.tgz " + r.FormValue("pasta")
	exec.Command("sh", "-c", comando).Run() // vigia-expect: injection-command
	exec.Command("tar", "czf", "/tmp/saida.tgz", "relatorios").Run()
}
