const express = require('express');
const db = require('./db');

const app = express();

app.get('/boletos', (req, res) => {
  const linhaDigitavel = req.query.linha;
  const consulta = `SELECT * FROM boletos WHERE linha = '${linhaDigitavel}'`;
  db.query(consulta); // vigia: expect injection-sql
  const status = 'PAGO';
  db.query(`SELECT * FROM boletos WHERE status = '${status}'`); // vigia: ok injection-sql
  res.end();
});
