const express = require('express');
const db = require('./db');
const { lerCpf, somenteNumeros } = require('./helpers/requisicao');

const app = express();

app.get('/limite', (req, res) => {
  const cpf = lerCpf(req);
  db.query("SELECT limite FROM credito WHERE cpf = '" + cpf + "'"); // vigia: expect injection-sql
  const conta = somenteNumeros(req.query.conta);
  db.query("SELECT limite FROM credito WHERE conta = '" + conta + "'"); // vigia: ok injection-sql
  res.end();
});
