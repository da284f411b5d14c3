const express = require('express');
const db = require('./db');

const app = express();

app.post('/conciliacao', (req, res) => {
  const contas = req.body.contas;
  contas.forEach((conta) => db.query("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: expect injection-sql
  const internas = ['0001', '0002'];
  internas.forEach((conta) => db.query("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: ok injection-sql
  res.sendStatus(204);
});
