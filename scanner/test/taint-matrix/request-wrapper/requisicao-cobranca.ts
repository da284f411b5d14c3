import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

class RequisicaoCobranca {
  constructor(private readonly req: Request) {}

  parametro(nome: string): string {
    return String(this.req.query[nome]);
  }

  moeda(): string {
    return 'BRL';
  }
}

app.get('/cobrancas', (req: Request, res: Response) => {
  const cobranca = new RequisicaoCobranca(req);
  db.query("SELECT * FROM cobrancas WHERE txid = '" + cobranca.parametro('txid') + "'"); // vigia: expect injection-sql
  db.query("SELECT * FROM cobrancas WHERE moeda = '" + cobranca.moeda() + "'"); // vigia: ok injection-sql
  res.end();
});
