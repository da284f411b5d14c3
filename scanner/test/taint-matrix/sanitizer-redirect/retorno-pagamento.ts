import express, { Request, Response } from 'express';

const ORIGEM = 'https://app.banco.com.br';
const app = express();

app.get('/pagamentos/retorno', (req: Request, res: Response) => {
  const destino = String(req.query.retorno);
  if (req.query.legado) {
    res.redirect(destino); // vigia: expect open-redirect
    return;
  }
  const url = new URL(destino, ORIGEM);
  if (url.origin !== ORIGEM) {
    res.redirect('/inicio');
    return;
  }
  res.redirect(url.href); // vigia: ok open-redirect
});
