const express = require('express');
const db = require('./db');

const app = express();

app.get('/transferencias', (req, res) => {
  const favorecido = req.query.favorecido;
  const partes = ['SELECT * FROM transferencias WHERE 1 = 1'];
  partes.push(" AND favorecido = '" + favorecido + "'");
  db.query(partes.join('')); // vigia: expect injection-sql
  const fixo = ['SELECT * FROM transferencias'];
  fixo.push(" WHERE status = 'CONCLUIDA'");
  db.query(fixo.join('')); // vigia: ok injection-sql
  res.end();
});
