const express = require('express');
const { exec } = require('child_process');

const app = express();

app.post('/remessas/assinatura', (req, res) => {
  const arquivo = req.body.remessa;
  exec('gpg --sign /srv/remessas/' + arquivo); // vigia: expect injection-command
  exec('gpg --sign /srv/remessas/cnab240.rem'); // vigia: ok injection-command, injection-command-sink
  res.sendStatus(202);
});
