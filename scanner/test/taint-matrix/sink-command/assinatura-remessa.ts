import { exec } from 'child_process';
import express, { Request, Response } from 'express';

const app = express();

app.post('/remessas/assinatura', (req: Request, res: Response) => {
  const arquivo = String(req.body.remessa);
  exec('gpg --sign /srv/remessas/' + arquivo); // vigia: expect injection-command
  exec('gpg --sign /srv/remessas/cnab240.rem'); // vigia: ok injection-command, injection-command-sink
  res.sendStatus(202);
});
