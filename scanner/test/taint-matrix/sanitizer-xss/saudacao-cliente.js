const express = require('express');
const escapeHtml = require('escape-html');
const db = require('./db');

const app = express();

app.get('/saudacao', (req, res) => {
  const nome = req.query.nome;
  res.send('<h1>Olá, ' + nome + '</h1>'); // vigia: expect xss
  const seguro = escapeHtml(nome);
  res.send('<h1>Olá, ' + seguro + '</h1>'); // vigia: ok xss
  db.query("SELECT * FROM clientes WHERE nome = '" + seguro + "'"); // vigia: expect injection-sql
});
