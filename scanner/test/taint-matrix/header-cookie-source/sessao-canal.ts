import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/sessao', (req: Request, res: Response) => {
  const canal = req.headers['x-canal'];
  db.query("SELECT * FROM canais WHERE nome = '" + canal + "'"); // vigia: expect injection-sql
  const sessao: string = req.cookies.sessao;
  db.query("SELECT * FROM sessoes WHERE id = '" + sessao + "'"); // vigia: expect injection-sql
  res.end();
});
