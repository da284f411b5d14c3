import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

async function lerBoleto(req: Request): Promise<string> {
  return req.body.boleto;
}

app.post('/agendamentos', async (req: Request, res: Response) => {
  const boleto = await lerBoleto(req);
  await db.query("INSERT INTO agendamentos (boleto) VALUES ('" + boleto + "')"); // vigia: expect injection-sql
  await db.query("DELETE FROM agendamentos WHERE status = 'CANCELADO'"); // vigia: ok injection-sql, injection-sql-sink
  res.sendStatus(201);
});
