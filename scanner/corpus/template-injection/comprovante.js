// Comprovantes personalizados: o parceiro escolhe o texto do rodapé.
const express = require('express');
const ejs = require('ejs');
const Handlebars = require('handlebars');
const _ = require('lodash');

const app = express();

app.post('/comprovantes/previa', (req, res) => {
  const rodape = req.body.rodape;
  const html = ejs.render(rodape, { valor: req.body.valor }); // vigia-expect: template-injection
  res.json({ html });
});

app.post('/comprovantes/modelo', (req, res) => {
  const modelo = Handlebars.compile(`<p>${req.body.titulo}</p>`); // vigia-expect: template-injection
  const texto = _.template(req.query.mensagem)({ nome: 'cliente' }); // vigia-expect: template-injection
  res.json({ html: modelo({}), texto });
});

// Look-alikes: the request fills the context of a fixed template.
app.post('/comprovantes/seguro', (req, res) => {
  const html = ejs.render('<p><%= rodape %></p>', { rodape: req.body.rodape });
  const modelo = Handlebars.compile('<p>{{titulo}}</p>');
  res.json({ html, outro: modelo({ titulo: req.body.titulo }) });
});

module.exports = app;
