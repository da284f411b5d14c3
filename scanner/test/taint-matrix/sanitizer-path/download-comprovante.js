const express = require('express');
const fs = require('fs');
const path = require('path');

const BASE = '/srv/comprovantes';
const app = express();

app.get('/comprovantes', (req, res) => {
  const arquivo = req.query.arquivo;
  fs.readFile(path.join(BASE, arquivo), () => {}); // vigia: expect path-traversal
  const caminho = path.resolve(BASE, arquivo);
  if (!caminho.startsWith(BASE + path.sep)) {
    return res.sendStatus(400);
  }
  fs.readFile(caminho, (erro, conteudo) => res.end(conteudo)); // vigia: ok path-traversal
});
