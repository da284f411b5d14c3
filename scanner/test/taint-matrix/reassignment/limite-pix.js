const express = require('express');
const db = require('./db');

const app = express();

app.post('/limite-pix', (req, res) => {
  let chave = req.body.chave;
  db.query("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: expect injection-sql
  chave = 'padrao';
  db.query("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: ok injection-sql
  res.sendStatus(204);
});
