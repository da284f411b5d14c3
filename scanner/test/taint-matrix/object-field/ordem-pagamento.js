const express = require('express');
const db = require('./db');

const app = express();

app.post('/ordens', (req, res) => {
  const ordem = {};
  ordem.beneficiario = req.body.beneficiario;
  ordem.moeda = 'BRL';
  db.query("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.beneficiario + "')"); // vigia: expect injection-sql
  db.query("INSERT INTO ordens (moeda) VALUES ('" + ordem.moeda + "')"); // vigia: ok injection-sql
  res.sendStatus(201);
});
