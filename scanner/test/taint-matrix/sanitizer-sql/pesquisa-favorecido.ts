import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/favorecidos', (req: Request, res: Response) => {
  const documento = String(req.query.documento);
  db.query('SELECT * FROM favorecidos WHERE documento = $1', [documento]); // vigia: ok injection-sql
  db.query("SELECT * FROM favorecidos WHERE documento = '" + documento + "'"); // vigia: expect injection-sql
  res.end();
});
