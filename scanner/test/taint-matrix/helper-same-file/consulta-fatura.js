const express = require('express');
const db = require('./db');

const app = express();

function montarConsulta(cartao) {
  return "SELECT * FROM faturas WHERE cartao = '" + cartao + "'";
}

function somenteDigitos(valor) {
  return String(parseInt(valor, 10));
}

app.get('/faturas', (req, res) => {
  const cartao = req.query.cartao;
  db.query(montarConsulta(cartao)); // vigia: expect injection-sql
  db.query(montarConsulta('5555')); // vigia: ok injection-sql
  db.query(montarConsulta(somenteDigitos(cartao))); // vigia: ok injection-sql
  res.end();
});
