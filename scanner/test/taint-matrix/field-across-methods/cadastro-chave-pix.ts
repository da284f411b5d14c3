import express, { Request, Response } from 'express';
import { db } from './db';

const app = express();

class CadastroChavePix {
  private chave = '';
  private tipo = 'EMAIL';

  carregar(req: Request): void {
    this.chave = req.body.chave;
  }

  gravar(): void {
    db.query("INSERT INTO chaves_pix (chave) VALUES ('" + this.chave + "')"); // vigia: expect injection-sql
    db.query("INSERT INTO chaves_pix (tipo) VALUES ('" + this.tipo + "')"); // vigia: ok injection-sql
  }
}

app.post('/chaves-pix', (req: Request, res: Response) => {
  const cadastro = new CadastroChavePix();
  cadastro.carregar(req);
  cadastro.gravar();
  res.sendStatus(201);
});
