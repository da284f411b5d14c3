const express = require('express');
const db = require('./db');

const app = express();

class RequisicaoCobranca {
  constructor(req) {
    this.req = req;
  }

  parametro(nome) {
    return this.req.query[nome];
  }

  moeda() {
    return 'BRL';
  }
}

app.get('/cobrancas', (req, res) => {
  const cobranca = new RequisicaoCobranca(req);
  db.query("SELECT * FROM cobrancas WHERE txid = '" + cobranca.parametro('txid') + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.moeda() + "'"); // vigia: ok injection-sql
  res.end();
});
