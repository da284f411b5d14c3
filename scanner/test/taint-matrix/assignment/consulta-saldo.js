const express = require('express');
const db = require('./db');

const app = express();

app.get('/saldo', (req, res) => {
  const conta = req.query.conta;
  const agencia = conta;
  db.query("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'"); // vigia: expect injection-sql
  const fixa = '0001';
  db.query("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'"); // vigia: ok injection-sql
  res.json({ ok: true });
});
