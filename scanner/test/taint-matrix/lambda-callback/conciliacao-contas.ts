import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.post('/conciliacao', (req: Request, res: Response) => {
  const contas: string[] = req.body.contas;
  contas.forEach((conta) => db.query("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: expect injection-sql
  const internas = ['0001', '0002'];
  internas.forEach((conta) => db.query("UPDATE contas SET conciliada = true WHERE numero = '" + conta + "'")); // vigia: ok injection-sql
  res.sendStatus(204);
});
