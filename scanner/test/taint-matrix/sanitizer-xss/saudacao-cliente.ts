import express, { Request, Response } from 'express';
import escapeHtml from 'escape-html';
import { db } from './db';

const app = express();

app.get('/saudacao', (req: Request, res: Response) => {
  const nome = String(req.query.nome);
  res.send('<h1>Olá, ' + nome + '</h1>'); // vigia: expect xss
  const seguro = escapeHtml(nome);
  res.send('<h1>Olá, ' + seguro + '</h1>'); // vigia: ok xss
  db.query("SELECT * FROM clientes WHERE nome = '" + seguro + "'"); // vigia: expect injection-sql
});
