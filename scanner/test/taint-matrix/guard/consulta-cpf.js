const express = require('express');
const db = require('./db');

const app = express();

app.get('/clientes', (req, res) => {
  const nome = req.query.nome;
  if (!nome) {
    return res.sendStatus(400);
  }
  db.query("SELECT * FROM clientes WHERE nome = '" + nome + "'"); // vigia: expect injection-sql
  const cpf = req.query.cpf;
  if (!/^\d{11}$/.test(cpf)) {
    return res.sendStatus(400);
  }
  db.query("SELECT * FROM clientes WHERE cpf = '" + cpf + "'"); // vigia: ok injection-sql
  res.end();
});
