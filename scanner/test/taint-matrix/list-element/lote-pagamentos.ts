import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.post('/lotes', (req: Request, res: Response) => {
  const codigos: string[] = ['LOTE-0001', req.body.codigo];
  db.query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[1] + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM pagamentos WHERE codigo = '" + codigos[0] + "'"); // vigia: ok injection-sql
  res.end();
});
