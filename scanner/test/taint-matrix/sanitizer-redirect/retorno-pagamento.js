const express = require('express');

const ORIGEM = 'https://app.banco.com.br';
const app = express();

app.get('/pagamentos/retorno', (req, res) => {
  const destino = req.query.retorno;
  if (req.query.legado) {
    return res.redirect(destino); // vigia: expect open-redirect
  }
  const url = new URL(destino, ORIGEM);
  if (url.origin !== ORIGEM) {
    return res.redirect('/inicio');
  }
  res.redirect(url.href); // vigia: ok open-redirect
});
