import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/boletos', (req: Request, res: Response) => {
  const linhaDigitavel = req.query.linha as string;
  const consulta = `SELECT * FROM boletos WHERE linha = '${linhaDigitavel}'`;
  db.query(consulta); // vigia: expect injection-sql
  const status = 'PAGO';
  db.query(`SELECT * FROM boletos WHERE status = '${status}'`); // vigia: ok injection-sql
  res.end();
});
