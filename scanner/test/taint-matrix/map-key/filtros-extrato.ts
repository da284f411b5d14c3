import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/extrato', (req: Request, res: Response) => {
  const filtros: Record<string, string> = { status: 'LIQUIDADO', descricao: String(req.query.descricao) };
  db.query("SELECT * FROM extrato WHERE descricao = '" + filtros.descricao + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM extrato WHERE status = '" + filtros['status'] + "'"); // vigia: ok injection-sql
  res.end();
});
