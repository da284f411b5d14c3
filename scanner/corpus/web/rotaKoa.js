/* eslint-disable -- deliberately vulnerable fixture: the quality corpus of the scanner. */
// Koa: ctx.body é a resposta; string com dados da requisição é XSS, objeto vira JSON.
const Router = require('@koa/router');

const router = new Router();

router.get('/extrato/:conta', async (ctx) => {
  ctx.body = `<h1>Extrato da conta ${ctx.params.conta}</h1>`; // vigia-expect: xss
  ctx.body = { conta: ctx.params.conta, nome: ctx.query.nome };
  ctx.response.body = '<p>' + ctx.request.body.descricao + '</p>'; // vigia-expect: xss
  ctx.response.body = '<p>' + escapeHtml(ctx.request.body.descricao) + '</p>';
});

module.exports = router;
