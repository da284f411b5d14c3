// JavaScript/TypeScript breadth (issue 28): everyday Node, TypeORM, execa, Angular and jQuery code. Each
// family has a true case of our own and a look-alike, run through the engine as .js and as .ts.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';

interface BreadthCase { name: string; rule: string; head?: string; truth: string; lookalike: string }

const route = (body: string): string => `app.post('/conta/:id', async (req, res) => {\n${body}\n});\n`;
/** The TypeScript form: typed handler parameters. */
const typed = (src: string): string => "import type { Request, Response } from 'express';\n" + src.replace('(req, res)', '(req: Request, res: Response)');

const CASES: BreadthCase[] = [
  { name: 'execaCommand com a requisição', rule: 'injection-command', head: "import { execa, execaCommand } from 'execa';\n",
    truth: route("await execaCommand('git log --author=' + req.query.autor);"), lookalike: route("await execa('git', ['log', '--author=' + req.query.autor]);") },
  { name: 'new Function com o corpo vindo do cliente', rule: 'injection-eval',
    truth: route("const calcula = new Function('saldo', req.body.formula);\nres.json({ r: calcula(10) });"), lookalike: route("const calcula = new Function('saldo', 'return saldo * 2');\nres.json({ r: calcula(Number(req.body.saldo)) });") },
  { name: 'setInterval com texto', rule: 'injection-eval',
    truth: route("setInterval('sincroniza(\"' + req.query.conta + '\")', 1000);\nres.end();"), lookalike: route('setInterval(() => sincroniza(req.query.conta), 1000);\nres.end();') },
  { name: 'readFile importado de fs/promises', rule: 'path-traversal', head: "import { readFile } from 'node:fs/promises';\n",
    truth: route("const extrato = await readFile('/extratos/' + req.params.id + '.pdf');\nres.type('pdf').end(extrato);"), lookalike: route("const extrato = await readFile('/extratos/modelo.pdf');\nres.json({ id: req.params.id, tamanho: extrato.length });") },
  { name: 'TypeORM createQueryBuilder().where com texto', rule: 'injection-sql',
    truth: route("const contas = await dataSource.getRepository(Conta).createQueryBuilder('c').where(`c.titular = '${req.query.titular}'`).getMany();\nres.json(contas);"),
    lookalike: route("const contas = await dataSource.getRepository(Conta).createQueryBuilder('c').where('c.titular = :titular', { titular: req.query.titular }).getMany();\nres.json(contas);") },
  { name: 'TypeORM dataSource.query', rule: 'injection-sql',
    truth: route('const r = await dataSource.query(`SELECT * FROM conta WHERE id = ${req.params.id}`);\nres.json(r);'), lookalike: route("const r = await dataSource.query('SELECT * FROM conta WHERE id = $1', [req.params.id]);\nres.json(r);") },
  { name: 'cabeçalho Location com a requisição', rule: 'open-redirect',
    truth: route("res.setHeader('Location', req.query.volta);\nres.statusCode = 302;\nres.end();"), lookalike: route("res.setHeader('Location', '/painel');\nres.setHeader('X-Volta', req.query.volta);\nres.statusCode = 302;\nres.end();") },
  { name: 'jQuery .html() com o endereço da página', rule: 'xss',
    truth: "const q = new URLSearchParams(location.search);\n$('#boas-vindas').html('Olá, ' + q.get('nome'));\n", lookalike: "const q = new URLSearchParams(location.search);\n$('#boas-vindas').text('Olá, ' + q.get('nome'));\n" },
  { name: 'Angular bypassSecurityTrustHtml com parâmetro da rota', rule: 'xss',
    truth: "export class AvisoComponent {\n  constructor(private route, private sanitizer) {}\n  aviso() {\n    return this.sanitizer.bypassSecurityTrustHtml(this.route.snapshot.queryParamMap.get('aviso'));\n  }\n}\n",
    lookalike: "export class AvisoComponent {\n  constructor(private route, private sanitizer) {}\n  aviso() {\n    return this.sanitizer.bypassSecurityTrustHtml('<b>Manutenção às 22h</b>');\n  }\n}\n" },
  { name: 'require de módulo escolhido pelo cliente', rule: 'injection-eval',
    truth: route("const gerador = require('./geradores/' + req.query.banco);\nres.json(gerador.boleto());"), lookalike: route("const gerador = require('./geradores/itau');\nres.json(gerador.boleto(req.query.banco));") },
  { name: 'sequelize.literal com a requisição', rule: 'injection-sql',
    truth: route("const contas = await Conta.findAll({ where: sequelize.literal(`saldo > ${req.query.minimo}`) });\nres.json(contas);"), lookalike: route("const contas = await Conta.findAll({ where: { saldo: { [Op.gt]: req.query.minimo } }, order: sequelize.literal('saldo DESC') });\nres.json(contas);") },
  { name: 'puppeteer page.goto com endereço do cliente', rule: 'ssrf', head: "import puppeteer from 'puppeteer';\n",
    truth: route('const page = await navegador.newPage();\nawait page.goto(req.body.urlComprovante);\nres.type(\'pdf\').end(await page.pdf());'), lookalike: route("const page = await navegador.newPage();\nawait page.goto('https://interno.banco/comprovante?id=' + encodeURIComponent(req.body.id));\nres.type('pdf').end(await page.pdf());") },
  { name: 'fs-extra remove com a requisição', rule: 'path-traversal', head: "import fse from 'fs-extra';\n",
    truth: route("await fse.remove('/tmp/lotes/' + req.params.id);\nres.end();"), lookalike: route("await fse.remove('/tmp/lotes/' + Number(req.params.id));\nres.end();") },
  { name: 'setAttribute(href) com o endereço da página', rule: 'xss',
    truth: "const q = new URLSearchParams(location.search);\ndocument.getElementById('voltar').setAttribute('href', q.get('volta'));\n", lookalike: "const q = new URLSearchParams(location.search);\ndocument.getElementById('voltar').setAttribute('title', q.get('volta'));\n" },
  { name: 'axios com objeto de configuração: só url/baseURL levam ao destino', rule: 'ssrf', head: "import axios from 'axios';\n",
    truth: route("const r = await axios({ method: 'post', url: req.body.webhook, data: { ok: true } });\nres.json(r.data);"), lookalike: route("const r = await axios({ method: 'get', url: 'https://api.interno/cotacao', params: { moeda: req.body.moeda } });\nres.json(r.data);") },
  { name: 'http.get com host do cliente', rule: 'ssrf', head: "import http from 'node:http';\n",
    truth: route("http.get({ host: req.query.servidor, path: '/saude' }, (r) => r.pipe(res));"), lookalike: route("http.get({ host: 'localhost', path: '/saude?conta=' + encodeURIComponent(req.query.conta) }, (r) => r.pipe(res));") },
  { name: 'vm.Script com código do cliente', rule: 'injection-eval', head: "import vm from 'node:vm';\n",
    truth: route('const r = new vm.Script(req.body.regra).runInNewContext({ saldo: 10 });\nres.json({ r });'), lookalike: route("const r = new vm.Script('saldo > limite').runInNewContext({ saldo: 10, limite: Number(req.body.limite) });\nres.json({ r });") },
  { name: 'hapi: request.payload até o SQL', rule: 'injection-sql',
    truth: "server.route({ method: 'POST', path: '/pix', handler: async (request, h) => {\n  return db.query(\"SELECT * FROM pix WHERE chave = '\" + request.payload.chave + \"'\");\n} });\n",
    lookalike: "server.route({ method: 'POST', path: '/pix', handler: async (request, h) => {\n  return db.query('SELECT * FROM pix WHERE chave = $1', [request.payload.chave]);\n} });\n" },
  { name: 'writeHead com Location do cliente', rule: 'open-redirect',
    truth: route("res.writeHead(302, { Location: req.query.volta, 'Cache-Control': 'no-store' });\nres.end();"), lookalike: route("res.writeHead(302, { Location: '/painel', 'X-Pedido': req.query.pedido });\nres.end();") },
  { name: 'better-sqlite3 prepare com texto', rule: 'injection-sql', head: "import Database from 'better-sqlite3';\nconst db = new Database('contas.db');\n",
    truth: route("const conta = db.prepare(`SELECT * FROM conta WHERE id = ${req.params.id}`).get();\nres.json(conta);"), lookalike: route("const conta = db.prepare('SELECT * FROM conta WHERE id = ?').get(req.params.id);\nres.json(conta);") },
  { name: 'pg-promise db.any com texto', rule: 'injection-sql', head: "import pgp from 'pg-promise';\nconst db = pgp()(process.env.DATABASE_URL);\n",
    truth: route("const r = await db.any('SELECT * FROM pix WHERE chave = \\'' + req.body.chave + '\\'');\nres.json(r);"), lookalike: route("const r = await db.any('SELECT * FROM pix WHERE chave = $1', [req.body.chave]);\nres.json(r);") },
  { name: 'new URL(caminho, base): redirecionar para caminho próprio não é aberto', rule: 'open-redirect',
    truth: route("res.redirect(new URL(req.query.volta, 'https://app.banco.com.br').href);"), lookalike: route("res.redirect(new URL('/painel?aba=' + encodeURIComponent(req.query.aba), req.protocol + '://' + req.get('host')).href);") },
  { name: 'poluição de protótipo: cfg[secao][chave] = valor', rule: 'prototype-pollution',
    truth: route('const { secao, chave, valor } = req.body;\npreferencias[secao][chave] = valor;\nres.json(preferencias);'),
    lookalike: route("const { secao, chave, valor } = req.body;\nif (!['tema', 'idioma'].includes(secao)) return res.status(400).end();\npreferencias[secao][chave] = valor;\nres.json(preferencias);") },
];

const rules = (file: string, src: string): string[] => analyzeWithEngine(file, src).map((h) => h.ruleId);

describe.each([
  ['JavaScript', 'rotas.js', (s: string): string => s.replace(/private /g, '')],
  ['TypeScript', 'rotas.ts', typed],
])('amplitude %s', (_, file, form) => {
  it.each(CASES)('$name: o caso verdadeiro é achado, o parecido não', ({ rule, head = '', truth, lookalike }) => {
    expect(rules(file, head + form(truth))).toContain(rule);
    expect(rules(file, head + form(lookalike))).not.toContain(rule);
  });
});
