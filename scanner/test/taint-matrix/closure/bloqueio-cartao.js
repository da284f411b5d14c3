const express = require('express');
const db = require('./db');

const app = express();

app.post('/cartoes/bloqueio', (req, res) => {
  const cartao = req.body.cartao;
  const motivo = 'PERDA';
  function bloquear() {
    db.query("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'"); // vigia: expect injection-sql
  }
  const registrar = () => db.query("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')"); // vigia: ok injection-sql
  bloquear();
  registrar();
  res.sendStatus(204);
});
