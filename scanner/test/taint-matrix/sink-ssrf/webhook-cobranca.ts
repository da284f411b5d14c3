import axios from 'axios';
import express, { Request, Response } from 'express';

const app = express();

app.post('/cobrancas/webhook', async (req: Request, res: Response) => {
  const webhook = String(req.body.webhook);
  await fetch(webhook); // vigia: expect ssrf
  await axios.get(webhook); // vigia: expect ssrf
  await axios.get('https://api.bcb.gov.br/pix/status'); // vigia: ok ssrf, ssrf-sink
  res.sendStatus(202);
});
