// Busca de contatos Pix pelo apelido.
const express = require('express');
const _ = require('lodash');

const app = express();

app.get('/contatos', (req, res) => {
  const filtro = new RegExp(req.query.apelido, 'i'); // vigia-expect: regex-injection
  res.json(contatos.filter((c) => filtro.test(c.apelido)));
});

// Look-alike: the input is escaped before it becomes a pattern.
app.get('/contatos/seguro', (req, res) => {
  const filtro = new RegExp(_.escapeRegExp(req.query.apelido), 'i');
  res.json(contatos.filter((c) => filtro.test(c.apelido)));
});

module.exports = app;
