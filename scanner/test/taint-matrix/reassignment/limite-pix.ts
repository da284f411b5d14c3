import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.post('/limite-pix', (req: Request, res: Response) => {
  let chave: string = req.body.chave;
  db.query("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: expect injection-sql
  chave = 'padrao';
  db.query("UPDATE limites SET valor = 0 WHERE chave = '" + chave + "'"); // vigia: ok injection-sql
  res.sendStatus(204);
});
