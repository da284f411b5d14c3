const express = require('express');
const db = require('./db');

const app = express();

function estornar(endToEnd) {
  db.query("UPDATE pix SET estornado = true WHERE e2e = '" + endToEnd + "'"); // vigia: expect injection-sql
}

function registrar(motivo) {
  db.query('INSERT INTO estornos (motivo) VALUES ($1)', [motivo]); // vigia: ok injection-sql
}

app.post('/pix/estorno', (req, res) => {
  estornar(req.body.e2e);
  registrar(req.body.motivo);
  res.sendStatus(202);
});
