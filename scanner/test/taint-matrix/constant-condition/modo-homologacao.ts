import express, { Request, Response } from 'express';
import { db } from './db';

const HOMOLOGACAO = false;
const app = express();

app.get('/agencias', (req: Request, res: Response) => {
  const agencia = String(req.query.agencia);
  let filtro = '0001';
  if (HOMOLOGACAO) {
    filtro = agencia;
  }
  db.query("SELECT * FROM agencias WHERE codigo = '" + filtro + "'"); // vigia: ok injection-sql
  let destino = '0001';
  if (2 + 2 === 4) {
    destino = agencia;
  }
  db.query("SELECT * FROM agencias WHERE codigo = '" + destino + "'"); // vigia: expect injection-sql
  res.end();
});
