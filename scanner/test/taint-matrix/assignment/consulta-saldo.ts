import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/saldo', (req: Request, res: Response) => {
  const conta = req.query.conta as string;
  const agencia: string = conta;
  db.query("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'"); // vigia: expect injection-sql
  const fixa = '0001';
  db.query("SELECT saldo FROM contas WHERE agencia = '" + fixa + "'"); // vigia: ok injection-sql
  res.json({ ok: true });
});
