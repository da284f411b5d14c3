import express from 'express';
import cors from 'cors';
import jwt from 'jsonwebtoken';
import { exec } from 'node:child_process';

const app = express();
app.use(cors({ origin: '*' })); // vigia-expect: cors-wildcard
const LEDGER_URL = 'http://ledger.pagamentos-exemplo.com.br/v1'; // vigia-expect: http-plaintext-endpoint
const STATUS_URL = 'https://status.pagamentos-exemplo.com.br';

app.get('/clientes/:id', async (req, res) => {
  const rows = await db.query(`SELECT * FROM clientes WHERE id = ${req.params.id}`); // vigia-expect: injection-sql
  const safe = await db.query('SELECT * FROM clientes WHERE id = $1', [req.params.id]);
  console.log('cliente consultado', rows[0].cpf); // vigia-expect: log-personal-data
  res.json({ rows, safe });
});

app.post('/relatorio', (req, res) => {
  exec(`gerar-relatorio ${req.body.mes}`); // vigia-expect: injection-command
  const claims = jwt.decode(req.headers.authorization); // vigia-expect: jwt-not-verified
  const token = jwt.sign({ sub: 'x' }, key, { algorithm: 'PS256', expiresIn: 3600 }); // vigia-expect: of-token-lifetime
  res.json({ claims, token, LEDGER_URL, STATUS_URL });
});
