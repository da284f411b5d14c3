const express = require('express');
const db = require('./db');

const app = express();

app.get('/extrato', (req, res) => {
  const filtros = { status: 'LIQUIDADO', descricao: req.query.descricao };
  db.query("SELECT * FROM extrato WHERE descricao = '" + filtros.descricao + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM extrato WHERE status = '" + filtros['status'] + "'"); // vigia: ok injection-sql
  res.end();
});
