import express, { Request, Response } from 'express';

const app = express();

app.get('/comprovante', (req: Request, res: Response) => {
  const favorecido = String(req.query.favorecido);
  res.write('<p>Favorecido: ' + favorecido + '</p>'); // vigia: expect xss
  res.end(`<p>Valor: ${req.query.valor}</p>`); // vigia: expect xss
  res.send('<p>Comprovante emitido</p>'); // vigia: ok xss, xss-sink
});
