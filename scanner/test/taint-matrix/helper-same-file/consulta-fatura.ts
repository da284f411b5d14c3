import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

function montarConsulta(cartao: string): string {
  return "SELECT * FROM faturas WHERE cartao = '" + cartao + "'";
}

function somenteDigitos(valor: string): string {
  return String(parseInt(valor, 10));
}

app.get('/faturas', (req: Request, res: Response) => {
  const cartao = String(req.query.cartao);
  db.query(montarConsulta(cartao)); // vigia: expect injection-sql
  db.query(montarConsulta('5555')); // vigia: ok injection-sql
  db.query(montarConsulta(somenteDigitos(cartao))); // vigia: ok injection-sql
  res.end();
});
