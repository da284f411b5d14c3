import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/transferencias', (req: Request, res: Response) => {
  const favorecido = req.query.favorecido as string;
  const partes: string[] = ['SELECT * FROM transferencias WHERE 1 = 1'];
  partes.push(" AND favorecido = '" + favorecido + "'");
  db.query(partes.join('')); // vigia: expect injection-sql
  const fixo: string[] = ['SELECT * FROM transferencias'];
  fixo.push(" WHERE status = 'CONCLUIDA'");
  db.query(fixo.join('')); // vigia: ok injection-sql
  res.end();
});
