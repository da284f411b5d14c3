/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
// Express: each sink once with request data (true case) and once as a look-alike (constant or sanitized).
const express = require('express');
const fs = require('fs');
const path = require('path');
const { exec } = require('child_process');

const app = express();
const TABELA = 'extrato';
const PERMITIDOS = ['/painel', '/extrato'];

function buscarCliente(db, cpf) {
  return db.query('SELECT * FROM clientes WHERE cpf = ' + cpf); // vigia-expect: injection-sql
}

app.get('/extrato/:conta', async (req, res) => {
  const { conta } = req.params;
  await db.query(`SELECT * FROM ${TABELA} WHERE conta = ${conta}`); // vigia-expect: injection-sql
  await db.query(`SELECT * FROM ${TABELA} WHERE conta = $1`, [conta]);
  await buscarCliente(db, req.query.cpf);
  const dias = parseInt(req.query.dias, 10);
  exec(`relatorio --dias ${dias}`);
  exec('gzip ' + req.query.arquivo); // vigia-expect: injection-command
  fs.readFile(path.join('/srv/extratos', req.query.arquivo), () => {}); // vigia-expect: path-traversal
  fs.readFile(path.join('/srv/extratos', path.basename(req.query.arquivo)), () => {});
  const destino = PERMITIDOS.includes(req.query.volta) ? req.query.volta : '/painel';
  res.redirect(req.query.volta); // vigia-expect: open-redirect
  res.redirect('/painel');
  await Cliente.findOne({ cpf: req.body.cpf }); // vigia-expect: injection-nosql
  await Cliente.findOne({ cpf: String(req.body.cpf) });
  await fetch(req.body.webhook); // vigia-expect: ssrf
  await fetch('https://api.exemplo.com.br/pix/status');
  res.send('<h1>Olá ' + req.query.nome + '</h1>'); // vigia-expect: xss
  res.send('<h1>Olá ' + escape(req.query.nome) + '</h1>');
  return destino;
});
