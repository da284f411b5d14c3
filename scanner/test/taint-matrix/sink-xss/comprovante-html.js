const express = require('express');

const app = express();

app.get('/comprovante', (req, res) => {
  const favorecido = req.query.favorecido;
  res.write('<p>Favorecido: ' + favorecido + '</p>'); // vigia: expect xss
  res.end(`<p>Valor: ${req.query.valor}</p>`); // vigia: expect xss
  res.send('<p>Comprovante emitido</p>'); // vigia: ok xss, xss-sink
});
