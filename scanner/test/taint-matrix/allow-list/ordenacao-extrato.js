const express = require('express');
const db = require('./db');

const COLUNAS = ['data', 'valor', 'descricao'];
const app = express();

app.get('/extrato', (req, res) => {
  const ordem = req.query.ordem;
  if (COLUNAS.includes(ordem)) {
    db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: ok injection-sql
  }
  if (ordem === 'data' || ordem === 'valor') {
    db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: ok injection-sql
  }
  db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: expect injection-sql
  res.end();
});
