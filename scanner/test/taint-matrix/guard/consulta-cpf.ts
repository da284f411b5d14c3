import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/clientes', (req: Request, res: Response) => {
  const nome = String(req.query.nome ?? '');
  if (!nome) {
    res.sendStatus(400);
    return;
  }
  db.query("SELECT * FROM clientes WHERE nome = '" + nome + "'"); // vigia: expect injection-sql
  const cpf = String(req.query.cpf);
  if (!/^\d{11}$/.test(cpf)) {
    res.sendStatus(400);
    return;
  }
  db.query("SELECT * FROM clientes WHERE cpf = '" + cpf + "'"); // vigia: ok injection-sql
  res.end();
});
