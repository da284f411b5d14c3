import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.post('/cartoes/bloqueio', (req: Request, res: Response) => {
  const cartao: string = req.body.cartao;
  const motivo = 'PERDA';
  function bloquear(): void {
    db.query("UPDATE cartoes SET bloqueado = true WHERE numero = '" + cartao + "'"); // vigia: expect injection-sql
  }
  const registrar = (): void => db.query("INSERT INTO bloqueios (motivo) VALUES ('" + motivo + "')"); // vigia: ok injection-sql
  bloquear();
  registrar();
  res.sendStatus(204);
});
