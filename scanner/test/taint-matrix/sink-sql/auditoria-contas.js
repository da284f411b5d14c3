const express = require('express');
const knex = require('./knex');
const sequelize = require('./sequelize');

const app = express();

app.get('/auditoria', async (req, res) => {
  const operador = req.query.operador;
  await knex.raw("SELECT * FROM auditoria WHERE operador = '" + operador + "'"); // vigia: expect injection-sql
  await sequelize.query("SELECT * FROM auditoria WHERE operador = '" + operador + "'"); // vigia: expect injection-sql
  await knex.raw('SELECT * FROM auditoria WHERE operador = ?', [operador]); // vigia: ok injection-sql, injection-sql-sink
  res.end();
});
