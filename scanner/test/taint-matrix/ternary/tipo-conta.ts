import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/contas', (req: Request, res: Response) => {
  const apelido = String(req.query.apelido);
  const empresarial = req.query.pj !== undefined;
  const busca = empresarial ? apelido : 'PF';
  db.query("SELECT * FROM contas WHERE apelido = '" + busca + "'"); // vigia: expect injection-sql
  const tipo = empresarial ? 'PJ' : 'PF';
  db.query("SELECT * FROM contas WHERE tipo = '" + tipo + "'"); // vigia: ok injection-sql
  res.end();
});
