package contratos

import "database/sql"

type Repositorio struct {
	db *sql.DB
}

func (r *Repositorio) Executar(consulta string) {
	r.db.Exec(consulta) // vigia: expect injection-sql-sink
}

func (r *Repositorio) RemoverPorNumero(numero string) {
	r.db.Exec("DELETE FROM contratos WHERE numero = '" + numero + "'") // vigia: expect injection-sql
}

func (r *Repositorio) RemoverVencidos() {
	r.db.Exec("DELETE FROM contratos WHERE status = 'VENCIDO'") // vigia: ok injection-sql-sink, injection-sql
}
