const express = require('express');
const db = require('./db');

const app = express();

app.post('/transferencias', (req, res) => {
  const valorInformado = req.body.valor;
  const centavos = parseInt(valorInformado, 10);
  db.query('UPDATE contas SET saldo = saldo - ' + centavos); // vigia: ok injection-sql
  const taxa = Number(req.body.taxa);
  db.query('UPDATE contas SET taxa = ' + taxa); // vigia: ok injection-sql
  db.query('UPDATE contas SET saldo = saldo - ' + valorInformado); // vigia: expect injection-sql
  res.end();
});
