const Koa = require('koa');
const Router = require('@koa/router');
const db = require('./db');

const app = new Koa();
const router = new Router();

router.get('/investimentos', async (ctx) => {
  const produto = ctx.query.produto;
  await db.query("SELECT * FROM investimentos WHERE produto = '" + produto + "'"); // vigia: expect injection-sql
  await db.query("SELECT * FROM investimentos WHERE produto = 'CDB'"); // vigia: ok injection-sql, injection-sql-sink
  ctx.body = { ok: true };
});

app.use(router.routes());
