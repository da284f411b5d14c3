const express = require('express');
const db = require('./db');

const app = express();

app.get('/extrato', (req, res) => {
  const cpf = req.query.cpf;
  const filtro = "cpf = '" + cpf + "'";
  let consulta = 'SELECT * FROM extrato WHERE ' + filtro;
  consulta += ' ORDER BY data';
  db.query(consulta); // vigia: expect injection-sql
  const tamanho = 'SELECT * FROM extrato LIMIT ' + cpf.length;
  db.query(tamanho); // vigia: ok injection-sql
  res.end();
});
