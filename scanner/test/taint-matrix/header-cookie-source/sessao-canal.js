const express = require('express');
const db = require('./db');

const app = express();

app.get('/sessao', (req, res) => {
  const canal = req.get('X-Canal');
  db.query("SELECT * FROM canais WHERE nome = '" + canal + "'"); // vigia: expect injection-sql
  const sessao = req.cookies.sessao;
  db.query("SELECT * FROM sessoes WHERE id = '" + sessao + "'"); // vigia: expect injection-sql
  res.end();
});
