const express = require('express');
const db = require('./db');

const app = express();

app.get('/contas', (req, res) => {
  const apelido = req.query.apelido;
  const empresarial = req.query.pj !== undefined;
  const busca = empresarial ? apelido : 'PF';
  db.query("SELECT * FROM contas WHERE apelido = '" + busca + "'"); // vigia: expect injection-sql
  const tipo = empresarial ? 'PJ' : 'PF';
  db.query("SELECT * FROM contas WHERE tipo = '" + tipo + "'"); // vigia: ok injection-sql
  res.end();
});
