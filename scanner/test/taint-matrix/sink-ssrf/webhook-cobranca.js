const express = require('express');
const axios = require('axios');

const app = express();

app.post('/cobrancas/webhook', async (req, res) => {
  const webhook = req.body.webhook;
  await fetch(webhook); // vigia: expect ssrf
  await axios.get(webhook); // vigia: expect ssrf
  await axios.get('https://api.bcb.gov.br/pix/status'); // vigia: ok ssrf, ssrf-sink
  res.sendStatus(202);
});
