import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

app.get('/transacoes', (req: Request, res: Response) => {
  const tipo = String(req.query.tipo);
  let tabela: string;
  switch (tipo) {
    case 'pix': tabela = 'transacoes_pix'; break;
    case 'ted': tabela = 'transacoes_ted'; break;
    default: tabela = 'transacoes';
  }
  db.query('SELECT * FROM ' + tabela); // vigia: ok injection-sql
  switch (tipo) {
    case 'pix': {
      const filtro = "tipo = 'PIX'";
      db.query('SELECT * FROM transacoes WHERE ' + filtro); // vigia: ok injection-sql
      break;
    }
    default: {
      const filtro = "tipo = '" + tipo + "'";
      db.query('SELECT * FROM transacoes WHERE ' + filtro); // vigia: expect injection-sql
    }
  }
  res.end();
});
