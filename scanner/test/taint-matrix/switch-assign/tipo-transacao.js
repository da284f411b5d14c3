const express = require('express');
const db = require('./db');

const app = express();

app.get('/transacoes', (req, res) => {
  const tipo = req.query.tipo;
  let tabela;
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
