import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/tarifas', (req: Request, res: Response) => {
  let pacote = 'ESSENCIAL';
  if (req.query.personalizado) {
    pacote = String(req.query.pacote);
  }
  db.query("SELECT tarifa FROM pacotes WHERE nome = '" + pacote + "'"); // vigia: expect injection-sql
  let segmento: string;
  if (req.query.pj) {
    segmento = 'EMPRESAS';
  } else {
    segmento = 'VAREJO';
  }
  db.query("SELECT tarifa FROM pacotes WHERE segmento = '" + segmento + "'"); // vigia: ok injection-sql
  res.end();
});
