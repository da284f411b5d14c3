import express, { Request, Response } from 'express';
import { db } from './db';

const COLUNAS: readonly string[] = ['data', 'valor', 'descricao'];
const app = express();

app.get('/extrato', (req: Request, res: Response) => {
  const ordem = String(req.query.ordem);
  if (COLUNAS.includes(ordem)) {
    db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: ok injection-sql
  }
  if (ordem === 'data' || ordem === 'valor') {
    db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: ok injection-sql
  }
  db.query('SELECT * FROM extrato ORDER BY ' + ordem); // vigia: expect injection-sql
  res.end();
});
