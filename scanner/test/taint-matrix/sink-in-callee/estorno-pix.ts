import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

function estornar(endToEnd: string): void {
  db.query("UPDATE pix SET estornado = true WHERE e2e = '" + endToEnd + "'"); // vigia: expect injection-sql
}

function registrar(motivo: string): void {
  db.query('INSERT INTO estornos (motivo) VALUES ($1)', [motivo]); // vigia: ok injection-sql
}

app.post('/pix/estorno', (req: Request, res: Response) => {
  estornar(req.body.e2e);
  registrar(req.body.motivo);
  res.sendStatus(202);
});
