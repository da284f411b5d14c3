import express, { Request, Response } from 'express';
import { db } from './db';
import { lerCpf, somenteNumeros } from './helpers/requisicao-tipada';

const app = express();

app.get('/limite', (req: Request, res: Response) => {
  const cpf = lerCpf(req);
  db.query("SELECT limite FROM credito WHERE cpf = '" + cpf + "'"); // vigia: expect injection-sql
  const conta = somenteNumeros(String(req.query.conta));
  db.query("SELECT limite FROM credito WHERE conta = '" + conta + "'"); // vigia: ok injection-sql
  res.end();
});
