import express, { Request, Response } from 'express';
import { db } from './db';

interface OrdemPagamento {
  beneficiario?: string;
  moeda?: string;
}

const app = express();

app.post('/ordens', (req: Request, res: Response) => {
  const ordem: OrdemPagamento = {};
  ordem.beneficiario = req.body.beneficiario;
  ordem.moeda = 'BRL';
  db.query("INSERT INTO ordens (beneficiario) VALUES ('" + ordem.beneficiario + "')"); // vigia: expect injection-sql
  db.query("INSERT INTO ordens (moeda) VALUES ('" + ordem.moeda + "')"); // vigia: ok injection-sql
  res.sendStatus(201);
});
