import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/titulares', (req: Request, res: Response) => {
  const titular = String(req.query.titular);
  const normalizado = titular.trim().toUpperCase().replace('  ', ' ').substring(0, 40);
  db.query("SELECT * FROM contas WHERE titular = '" + normalizado + "'"); // vigia: expect injection-sql
  const tamanho = titular.trim().length;
  db.query('SELECT * FROM contas LIMIT ' + tamanho); // vigia: ok injection-sql
  res.end();
});
