const express = require('express');
const db = require('./db');

const app = express();

app.get('/tarifas', (req, res) => {
  let pacote = 'ESSENCIAL';
  if (req.query.personalizado) {
    pacote = req.query.pacote;
  }
  db.query("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'"); // vigia: expect injection-sql
  let segmento;
  if (req.query.pj) {
    segmento = 'EMPRESAS';
  } else {
    segmento = 'VAREJO';
  }
  db.query("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'"); // vigia: ok injection-sql
  res.end();
});
