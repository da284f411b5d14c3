const express = require('express');
const db = require('./db');

const app = express();

app.get('/favorecidos', (req, res) => {
  const documento = req.query.documento;
  db.query('SELECT * FROM favorecidos WHERE documento = $1', [documento]); // vigia: ok injection-sql
  db.query("SELECT * FROM favorecidos WHERE documento = '" + documento + "'"); // vigia: expect injection-sql
  res.end();
});
