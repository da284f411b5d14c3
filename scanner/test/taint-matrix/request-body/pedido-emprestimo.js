const express = require('express');
const db = require('./db');

const app = express();
app.use(express.json());

app.post('/emprestimos', (req, res) => {
  const pedido = req.body;
  db.query("INSERT INTO pedidos (finalidade) VALUES ('" + pedido.finalidade + "')"); // vigia: expect injection-sql
  db.query('INSERT INTO pedidos (prazo) VALUES (' + Number(pedido.prazo) + ')'); // vigia: ok injection-sql
  res.sendStatus(201);
});
