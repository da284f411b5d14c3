const express = require('express');
const db = require('./db');

const app = express();

app.post('/lotes', (req, res) => {
  const codigos = ['LOTE-0001', req.body.codigo];
  db.query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'"); // vigia: ok injection-sql
  res.end();
});
