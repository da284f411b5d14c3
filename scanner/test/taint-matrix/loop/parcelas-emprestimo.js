const express = require('express');
const db = require('./db');

const app = express();

app.get('/parcelas', (req, res) => {
  const contratos = req.query.contrato;
  let lista = '';
  for (const contrato of contratos) {
    lista = lista + "'" + contrato + "',";
  }
  db.query('SELECT * FROM parcelas WHERE contrato IN (' + lista + "'')"); // vigia: expect injection-sql
  let faixas = '';
  for (let i = 0; i < 12; i++) {
    faixas = faixas + i + ',';
  }
  db.query('SELECT * FROM parcelas WHERE numero IN (' + faixas + '0)'); // vigia: ok injection-sql
  res.end();
});
