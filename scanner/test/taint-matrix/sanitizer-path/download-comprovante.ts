import express, { Request, Response } from 'express';
import fs from 'fs';
import path from 'path';

const BASE = '/srv/comprovantes';
const app = express();

app.get('/comprovantes', (req: Request, res: Response) => {
  const arquivo = String(req.query.arquivo);
  fs.readFile(path.join(BASE, arquivo), () => undefined); // vigia: expect path-traversal
  const caminho = path.resolve(BASE, arquivo);
  if (!caminho.startsWith(BASE + path.sep)) {
    res.sendStatus(400);
    return;
  }
  fs.readFile(caminho, (_erro, conteudo) => res.end(conteudo)); // vigia: ok path-traversal
});
