import { db } from './db';

export function executar(consulta: string): Promise<unknown> {
  return db.query(consulta); // vigia: expect injection-sql-sink
}

export function removerPorNumero(numero: string): Promise<unknown> {
  return db.query("DELETE FROM contratos WHERE numero = '" + numero + "'"); // vigia: expect injection-sql
}

export function removerVencidos(): Promise<unknown> {
  return db.query("DELETE FROM contratos WHERE status = 'VENCIDO'"); // vigia: ok injection-sql-sink, injection-sql
}
