const express = require('express');
const db = require('./db');

const app = express();

async function lerBoleto(req) {
  return req.body.boleto;
}

app.post('/agendamentos', async (req, res) => {
  const boleto = await lerBoleto(req);
  await db.query("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')"); // vigia: expect injection-sql
  await db.query("DELETE FROM agendamentos WHERE status = 'CANCELADO'"); // vigia: ok injection-sql, injection-sql-sink
  res.sendStatus(201);
});
