const express = require('express');

const app = express();

app.get('/open-finance/retorno', (req, res) => {
  const destino = req.query.redirect_uri;
  if (req.query.erro) {
    return res.redirect('/consentimentos/erro'); // vigia: ok open-redirect, open-redirect-sink
  }
  res.redirect(destino); // vigia: expect open-redirect
});
