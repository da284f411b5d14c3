import express, { Request, Response } from 'express';

const app = express();

app.get('/open-finance/retorno', (req: Request, res: Response) => {
  const destino = String(req.query.redirect_uri);
  if (req.query.erro) {
    res.redirect('/consentimentos/erro'); // vigia: ok open-redirect, open-redirect-sink
    return;
  }
  res.redirect(302, destino); // vigia: expect open-redirect
});
