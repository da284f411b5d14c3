import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.post('/pagadores', (req: Request, res: Response) => {
  const { documento, pais = 'BR' }: { documento: string; pais?: string } = req.body;
  db.query("SELECT * FROM pagadores WHERE documento = '" + documento + "'"); // vigia: expect injection-sql
  const [moeda, praca]: [string, string] = ['BRL', req.body.praca];
  db.query("SELECT * FROM pagadores WHERE moeda = '" + moeda + "'"); // vigia: ok injection-sql
  db.query("SELECT * FROM pagadores WHERE praca = '" + praca + "'"); // vigia: expect injection-sql
  res.json({ pais });
});
