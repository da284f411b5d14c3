const express = require('express');
const { exec: executar } = require('child_process');

const app = express();

app.post('/remessas/assinatura', (req, res) => {
  const arquivo = req.body.remessa;
  executar('gpg --sign /srv/remessas/' + arquivo); // vigia: expect injection-command
  res.sendStatus(202);
});

app.post('/remessas/fila', (req, res) => {
  const executar = filaDeAssinatura();
  executar('gpg --sign /srv/remessas/' + req.body.remessa); // vigia: ok injection-command, injection-command-sink
  res.sendStatus(202);
});
