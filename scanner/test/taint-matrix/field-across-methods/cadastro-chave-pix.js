const express = require('express');
const db = require('./db');

const app = express();

class CadastroChavePix {
  carregar(req) {
    this.chave = req.body.chave;
    this.tipo = 'EMAIL';
  }

  gravar() {
    db.query("INSERT INTO chaves_pix (chave) VALUES ('" + this.chave + "')"); // vigia: expect injection-sql
    db.query("INSERT INTO chaves_pix (tipo) VALUES ('" + this.tipo + "')"); // vigia: ok injection-sql
  }
}

app.post('/chaves-pix', (req, res) => {
  const cadastro = new CadastroChavePix();
  cadastro.carregar(req);
  cadastro.gravar();
  res.sendStatus(201);
});
