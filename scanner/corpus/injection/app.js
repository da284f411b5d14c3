/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
const { exec } = require('child_process');

async function findUser(db, req) {
  const rows = await db.query(`SELECT * FROM users WHERE id = ${req.params.id}`); // vigia-expect: injection-sql
  const safe = await db.query('SELECT * FROM users WHERE id = $1', [req.params.id]);
  const q = buildQuery(req);
  await db.query(q); // vigia-expect: injection-sql-sink
  await db.query("SELECT name FROM users WHERE email = '" + req.body.email + "'"); // vigia-expect: injection-sql
  return [rows, safe];
}

function run(req) {
  exec(`ls ${req.query.dir}`); // vigia-expect: injection-command
  exec('ls -la /tmp');
  const cmd = req.body.cmd;
  exec(cmd); // vigia-expect: injection-command
  eval(req.body.code); // vigia-expect: injection-eval
  eval('2 + 2');
  setTimeout(() => run(req), 1000);
}

async function proxy(req) {
  return fetch(req.query.url); // vigia-expect: ssrf
}

async function safeProxy() {
  return fetch('https://api.internal.exemplo.com.br/health');
}
