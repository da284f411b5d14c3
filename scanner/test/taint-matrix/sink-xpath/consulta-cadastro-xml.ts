import express, { Request, Response } from 'express';
import xpath from 'xpath';
import { cadastro } from './cadastro';

const app = express();

app.get('/cadastro', (req: Request, res: Response) => {
  const conta = String(req.query.conta);
  const nomes = xpath.select("/clientes/cliente[conta='" + conta + "']/nome", cadastro); // vigia: expect injection-xpath
  const primeiro = xpath.select('/clientes/cliente[1]/nome', cadastro); // vigia: ok injection-xpath, injection-xpath-sink
  res.json({ nomes, primeiro });
});
