const express = require('express');
const db = require('./db');

const app = express();

app.post('/pagadores', (req, res) => {
  const { documento, pais = 'BR' } = req.body;
  db.query("SELECT * FROM pagadores WHERE documento = '" + documento + "'"); // vigia: expect injection-sql
  const [moeda, praca] = ['BRL', req.body.praca];
  db.query("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'"); // vigia: ok injection-sql
  db.query("SELECT * FROM pagadores WHERE praca = '" + praca + "'"); // vigia: expect injection-sql
  res.json({ pais });
});
