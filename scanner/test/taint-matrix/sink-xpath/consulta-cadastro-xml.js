const express = require('express');
const xpath = require('xpath');
const { cadastro } = require('./cadastro');

const app = express();

app.get('/cadastro', (req, res) => {
  const conta = req.query.conta;
  const nomes = xpath.select("/clientes/cliente[conta='" + conta + "']/nome", cadastro); // vigia: expect injection-xpath
  const primeiro = xpath.select('/clientes/cliente[1]/nome', cadastro); // vigia: ok injection-xpath, injection-xpath-sink
  res.json({ nomes: nomes.length, primeiro: primeiro.length });
});
