const express = require('express');
const db = require('./db');

const app = express();

app.post('/importacoes', (req, res) => {
  let arquivo = 'padrao.ofx';
  let banco = '001';
  try {
    arquivo = req.body.arquivo;
    banco = String(parseInt(req.body.banco, 10));
  } catch (erro) {
    banco = '000';
  } finally {
    db.query("INSERT INTO importacoes (arquivo) VALUES ('" + arquivo + "')"); // vigia: expect injection-sql
  }
  db.query("INSERT INTO importacoes (banco) VALUES ('" + banco + "')"); // vigia: ok injection-sql
  res.sendStatus(201);
});
