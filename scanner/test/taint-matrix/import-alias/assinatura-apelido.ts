import * as processos from 'node:child_process';
import express, { Request, Response } from 'express';

const app = express();

app.post('/remessas/assinatura', (req: Request, res: Response) => {
  const arquivo = String(req.body.remessa);
  processos.exec('gpg --sign /srv/remessas/' + arquivo); // vigia: expect injection-command
  res.sendStatus(202);
});

app.post('/remessas/fila', (req: Request, res: Response) => {
  const processos = filaDeAssinatura();
  processos.exec('gpg --sign /srv/remessas/' + String(req.body.remessa)); // vigia: ok injection-command, injection-command-sink
  res.sendStatus(202);
});
