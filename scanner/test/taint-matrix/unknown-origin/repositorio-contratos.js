const db = require('./db');

function executar(consulta) {
  return db.query(consulta); // vigia: expect injection-sql-sink
}

function removerPorNumero(numero) {
  return db.query("DELETE FROM contratos WHERE numero = '" + numero + "'"); // vigia: expect injection-sql
}

function removerVencidos() {
  return db.query("DELETE FROM contratos WHERE status = 'VENCIDO'"); // vigia: ok injection-sql-sink, injection-sql
}

module.exports = { executar, removerPorNumero, removerVencidos };
