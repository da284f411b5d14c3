// The engine's models as data: every shipped file validates against the schema, a bad row fails with a
// message that names it, and every JavaScript/TypeScript row has a true case and a look-alike of our own.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkModelFile, modelFolders, readModelFolder } from '../src/taint/models/check-rows.js';
import { modelsFor, readCompiledRows } from '../src/taint/models/load.js';
import { mayHoldFlow } from '../src/taint/models/prefilter.js';
import { javascriptConfigurationCases } from './model-rows-configuration.js';
import { describeModelRows, type RowCase } from './model-rows.js';

const handler = (body: string, head = ''): string => `${head}app.get('/x', (req, res) => {\n${body}\n});`;

const CHILD_PROCESS = "const { exec, execSync, spawn } = require('child_process');\n";
const nest = (method: string): string => `@Controller('c')\nexport class C {\n  @Get()\n  ${method}\n}`;

const SOURCES_AND_SINKS: RowCase[] = [
  { row: 'handler-request-parameter', rule: 'xss', truth: 'export function h(req, res) { res.send(req.query.a); }', lookalike: 'export function h(pedido, res) { res.send(pedido.query.a); }' },
  { row: 'handler-response-parameter', rule: 'xss', truth: 'export function h(req, reply) { reply.send(req.query.a); }', lookalike: 'export function h(req, saida) { saida.send(req.query.a); }' },
  { row: 'request-fields', rule: 'xss', truth: handler('res.send(req.body.nome);'), lookalike: handler('res.send(req.app.nome);') },
  { row: 'koa-context-request', rule: 'xss', truth: "router.get('/x', async (ctx) => { ctx.body = '<p>' + ctx.request.body.nome; });", lookalike: "router.get('/x', async (ctx) => { ctx.body = '<p>' + ctx.state.body.nome; });" },
  { row: 'request-getters', rule: 'xss', truth: handler("res.send(req.get('x-nome'));"), lookalike: handler("res.send(req.accepts('html'));") },
  { row: 'nest-request-object', rule: 'ssrf', truth: nest('buscar(@Req() pedido) { return fetch(pedido.query.url); }'), lookalike: nest('buscar(@Inject() pedido) { return fetch(pedido.query.url); }') },
  { row: 'nest-response-object', rule: 'xss', truth: nest("buscar(@Query('n') n: string, @Res() saida) { saida.send(n); }"), lookalike: nest("buscar(@Query('n') n: string, @Next() saida) { saida.send(n); }") },
  { row: 'nest-bound-parameters', rule: 'ssrf', truth: nest("buscar(@Query('u') u: string) { return fetch(u); }"), lookalike: nest("buscar(@Inject('u') u: string) { return fetch(u); }") },
  { row: 'command-line-arguments', rule: 'injection-command-sink', truth: `${CHILD_PROCESS}execSync(process.argv[2]);`, lookalike: `${CHILD_PROCESS}const opcoes = { argv: ['ls', '-la', '/tmp'] };\nexecSync(opcoes.argv[2]);` },
  { row: 'response-send', rule: 'xss', truth: handler('res.send(req.query.a);'), lookalike: handler('email.send(req.query.a);') },
  { row: 'response-file', rule: 'path-traversal', truth: handler('res.sendFile(req.query.arquivo);'), lookalike: handler('anexos.sendFile(req.query.arquivo);') },
  { row: 'response-redirect', rule: 'open-redirect', truth: handler('res.redirect(req.query.volta);'), lookalike: handler("res.redirect(req.query.codigo === '1' ? 301 : 302, '/painel');") },
  { row: 'koa-context-body', rule: 'xss', truth: "router.get('/x', async (ctx) => { ctx.body = ctx.query.nome; });", lookalike: "router.get('/x', async (ctx) => { ctx.body = { nome: ctx.query.nome }; });" },
  { row: 'child-process-exec', rule: 'injection-command', truth: CHILD_PROCESS + handler("exec('ls ' + req.query.dir);"), lookalike: "import { exec } from './interpretador.js';\n" + handler("exec('ls ' + req.query.dir);") },
  { row: 'child-process-spawn-shell', rule: 'injection-command', truth: CHILD_PROCESS + handler("spawn('sh', ['-c', req.query.cmd], { shell: true });"), lookalike: CHILD_PROCESS + handler("spawn('ls', [req.query.dir]);") },
  { row: 'eval-function', rule: 'injection-eval', truth: handler('eval(req.body.expr);'), lookalike: handler('calculadora.eval(req.body.expr);') },
  { row: 'vm-run', rule: 'injection-eval', truth: handler('vm.runInNewContext(req.body.expr);'), lookalike: handler('sandbox.runInNewContext(req.body.expr);') },
  { row: 'fs-path', rule: 'path-traversal', truth: handler("fs.readFileSync('/srv/' + req.query.arquivo);"), lookalike: handler("cache.readFileSync('/srv/' + req.query.arquivo);") },
  { row: 'driver-query', rule: 'injection-sql', truth: handler("pool.query('SELECT * FROM t WHERE id = ' + req.query.id);"), lookalike: handler("pool.query({ text: 'SELECT * FROM t WHERE id = $1', values: [req.query.id] });") },
  { row: 'prisma-raw-unsafe', rule: 'injection-sql', truth: handler("orm.$queryRawUnsafe('SELECT * FROM t WHERE id = ' + req.query.id);"), lookalike: handler('orm.$queryRaw`SELECT * FROM t WHERE id = ${req.query.id}`;') },
  { row: 'http-client-call', rule: 'ssrf', truth: handler('fetch(req.query.url);'), lookalike: handler('cliente.fetch(req.query.url);') },
  { row: 'http-client-method', rule: 'ssrf', truth: handler('axios.get(req.query.url);'), lookalike: handler('cache.get(req.query.url);') },
  { row: 'dom-markup-property', rule: 'xss', truth: handler('el.innerHTML = req.query.nome;'), lookalike: handler('el.textContent = req.query.nome;') },
  { row: 'dom-insert-adjacent-html', rule: 'xss', truth: handler("el.insertAdjacentHTML('beforeend', req.query.nome);"), lookalike: handler("el.insertAdjacentHTML(req.query.posicao, '<b>ok</b>');") },
  { row: 'document-write', rule: 'xss', truth: handler('document.write(req.query.nome);'), lookalike: handler('arquivo.write(req.query.nome);') },
  { row: 'browser-url-sources', rule: 'xss', truth: "const aviso = new URLSearchParams(window.location.search).get('aviso');\ndocument.getElementById('aviso').innerHTML = aviso;", lookalike: "const aviso = new URLSearchParams(window.location.pathname).get('aviso');\ndocument.getElementById('aviso').innerHTML = aviso;" },
  { row: 'location-assignment', rule: 'open-redirect', truth: handler('window.location.href = req.query.volta;'), lookalike: handler('link.href = req.query.volta;') },
  { row: 'window-location-assignment', rule: 'open-redirect', truth: handler('window.location = req.query.volta;'), lookalike: handler('estado.location = req.query.volta;') },
  { row: 'location-navigation', rule: 'open-redirect', truth: handler('location.assign(req.query.volta);'), lookalike: handler('destinos.assign(req.query.volta);') },
  { row: 'mongo-query', rule: 'injection-nosql', truth: handler('Conta.find({ $where: req.query.filtro });'), lookalike: handler('lista.find(req.query.filtro);') },
  { row: 'ldapjs-search', rule: 'injection-ldap', truth: "const ldap = require('ldapjs');\n" + handler("client.search('ou=x', { filter: '(uid=' + req.query.uid + ')' });"), lookalike: "const ldap = require('ldapjs');\n" + handler('motor.search(req.query.termo);') },
  { row: 'collection-writes', rule: 'injection-sql', truth: handler("const partes = ['SELECT 1'];\npartes.push(req.query.x);\ndb.query(partes.join(''));"), lookalike: handler("const partes = ['SELECT 1'];\npartes.peek(req.query.x);\ndb.query(partes.join(''));") },
  { row: 'element-callbacks', rule: 'injection-sql', truth: handler(`req.body.contas.forEach((c) => db.query("SELECT * FROM t WHERE c = '" + c + "'"));`), lookalike: handler(`req.body.contas.forEachAsync((c) => db.query("SELECT * FROM t WHERE c = '" + c + "'"));`) },
  { row: 'regexp-constructor', rule: 'regex-injection', truth: handler("const filtro = new RegExp(req.query.apelido, 'i');"), lookalike: handler("const filtro = new RegExpLog(req.query.apelido, 'i');") },
  { row: 'ejs-pug-templates', rule: 'template-injection', truth: handler('ejs.render(req.body.rodape, {});'), lookalike: handler("ejs.renderFile('rodape.ejs', { rodape: req.body.rodape });") },
  { row: 'handlebars-templates', rule: 'template-injection', truth: handler('Handlebars.compile(`<p>${req.body.titulo}</p>`);'), lookalike: handler('Handlebars.escapeExpression(req.body.titulo);') },
  { row: 'lodash-dot-templates', rule: 'template-injection', truth: handler("_.template(req.query.mensagem)({ nome: 'cliente' });"), lookalike: handler("_.template('<p><%- mensagem %></p>')({ mensagem: req.query.mensagem });") },
  { row: 'nunjucks-render-string', rule: 'template-injection', truth: handler('nunjucks.renderString(req.body.modelo, {});'), lookalike: handler("nunjucks.render('modelo.njk', { texto: req.body.modelo });") },
  { row: 'execa-command', rule: 'injection-command', truth: "import { execaCommand } from 'execa';\n" + handler("execaCommand('git log ' + req.query.ref);"), lookalike: "import { execa } from 'execa';\n" + handler("execa('git', ['log', req.query.ref]);") },
  { row: 'execa-shell', rule: 'injection-command', truth: "import { execa } from 'execa';\n" + handler("execa('zip -r ' + req.query.nome, { shell: true });"), lookalike: "import { execa } from 'execa';\n" + handler("execa('zip', ['-r', req.query.nome]);") },
  { row: 'function-constructor', rule: 'injection-eval', truth: handler("new Function('x', req.body.formula);"), lookalike: handler("new Formula('x', req.body.formula);") },
  { row: 'timer-string', rule: 'injection-eval', truth: handler("setTimeout('atualiza(' + req.query.id + ')', 100);"), lookalike: handler('setTimeout(() => atualiza(req.query.id), 100);') },
  { row: 'fs-path-imported', rule: 'path-traversal', truth: "import { readFile } from 'node:fs/promises';\n" + handler("readFile('/srv/' + req.query.arquivo);"), lookalike: "import { readFile } from './armazenamento.js';\n" + handler("readFile('/srv/' + req.query.arquivo);") },
  { row: 'typeorm-query-builder-condition', rule: 'injection-sql', truth: handler(`repo.createQueryBuilder('c').where("c.titular = '" + req.query.t + "'").getMany();`), lookalike: handler("repo.createQueryBuilder('c').where('c.titular = :t', { t: req.query.t }).getMany();") },
  { row: 'jquery-markup', rule: 'xss', truth: handler("$('#aviso').html(req.query.msg);"), lookalike: handler("$('#aviso').text(req.query.msg);") },
  { row: 'angular-route-snapshot', rule: 'xss', truth: "export class Aviso {\n  html() { return this.sanitizer.bypassSecurityTrustHtml(this.route.snapshot.queryParams['msg']); }\n}", lookalike: "export class Aviso {\n  html() { return this.sanitizer.bypassSecurityTrustHtml(this.config.snapshot.queryParams['msg']); }\n}" },
  { row: 'angular-bypass-security', rule: 'xss', truth: handler('sanitizer.bypassSecurityTrustHtml(req.query.msg);'), lookalike: handler('sanitizer.sanitize(SecurityContext.HTML, req.query.msg);') },
  { row: 'response-location-header', rule: 'open-redirect', truth: handler("res.setHeader('Location', req.query.volta);"), lookalike: handler("res.setHeader('X-Volta', req.query.volta);") },
  { row: 'response-location', rule: 'open-redirect', truth: handler('res.location(req.query.volta);'), lookalike: handler('mapa.location(req.query.volta);') },
  { row: 'nested-key-write', rule: 'prototype-pollution', truth: handler('const cfg = {};\ncfg[req.body.secao][req.body.chave] = req.body.valor;'), lookalike: handler("const cfg = { tema: {} };\ncfg['tema'][req.body.chave] = req.body.valor;") },
  { row: 'dynamic-require', rule: 'injection-eval', truth: handler('const plugin = require(req.query.plugin);'), lookalike: handler("const plugin = require('./plugins/' + 'boleto');\nplugin.gera(req.query.plugin);") },
  { row: 'vm2-run', rule: 'injection-eval', truth: "const { VM } = require('vm2');\n" + handler('new VM({ timeout: 100 }).run(req.body.regra);'), lookalike: "const { VM } = require('vm2');\n" + handler('corrida.run(req.body.regra);') },
  { row: 'sequelize-literal', rule: 'injection-sql', truth: handler("Conta.findAll({ where: sequelize.literal('saldo > ' + req.query.min) });"), lookalike: handler("Conta.findAll({ where: { saldo: { [Op.gt]: req.query.min } }, order: sequelize.literal('saldo DESC') });") },
  { row: 'headless-browser-goto', rule: 'ssrf', truth: "const puppeteer = require('puppeteer');\n" + handler('page.goto(req.query.url);'), lookalike: "const puppeteer = require('puppeteer');\n" + handler('roteiro.goto(req.query.url);') },
  { row: 'url-attribute', rule: 'xss', truth: handler("link.setAttribute('href', req.query.destino);"), lookalike: handler("link.setAttribute('title', req.query.destino);") },
  { row: 'window-open', rule: 'open-redirect', truth: handler('window.open(req.query.destino);'), lookalike: handler('arquivo.open(req.query.destino);') },
  { row: 'child-process-program', rule: 'injection-command', truth: CHILD_PROCESS + handler("spawn(req.query.programa, ['--versao']);"), lookalike: CHILD_PROCESS + handler("spawn('convert', [req.query.arquivo, 'saida.png']);") },
  { row: 'response-write-head-location', rule: 'open-redirect', truth: handler('res.writeHead(302, { Location: req.query.volta });'), lookalike: handler("res.writeHead(302, { Location: '/painel', 'X-Volta': req.query.volta });") },
  { row: 'sqlite-pg-promise-query', rule: 'injection-sql', truth: "const sqlite3 = require('sqlite3');\n" + handler("db.all('SELECT * FROM t WHERE a = ' + req.query.a);"), lookalike: "const level = require('level');\n" + handler("db.get('conta:' + req.query.a);") },
  { row: 'next-redirect', rule: 'open-redirect', truth: "import { NextResponse } from 'next/server';\nexport function GET(request) { return NextResponse.redirect(new URL(request.nextUrl.searchParams.get('volta'))); }", lookalike: "import { NextResponse } from 'next/server';\nexport function GET(request) { return NextResponse.redirect(new URL('/painel', request.url)); }" },
  { row: 'xpath-evaluate', rule: 'injection-xpath', truth: handler(`xpath.select("//c[@id='" + req.query.id + "']", doc);`), lookalike: handler('selecao.select(req.query.id);') },
];

const SANITIZERS_AND_PROPAGATORS: RowCase[] = [
  { row: 'constant-collection-membership', rule: 'injection-sql', truth: handler("const tipo = req.query.tipo;\nif (['pix', 'ted'].includes(tipo)) { db.query('SELECT * FROM t WHERE tipo = ' + tipo); }"), lookalike: handler("const tipo = req.query.tipo;\nif ([req.query.a, 'ted'].includes(tipo)) { db.query('SELECT * FROM t WHERE tipo = ' + tipo); }") },
  { row: 'anchored-regex-test', rule: 'injection-sql', truth: handler("const id = req.query.id;\nif (/^[0-9]+$/.test(id)) { db.query('SELECT * FROM t WHERE id = ' + id); }"), lookalike: handler("const id = req.query.id;\nif (/[0-9]+/.test(id)) { db.query('SELECT * FROM t WHERE id = ' + id); }") },
  { row: 'normalized-path-prefix', rule: 'path-traversal', truth: handler("const alvo = path.resolve(BASE, req.query.a);\nif (alvo.startsWith(BASE)) { fs.readFileSync(alvo); }", "const BASE = '/srv/recibos';\n"), lookalike: handler("const alvo = path.join(BASE, req.query.a);\nif (alvo.startsWith(BASE)) { fs.readFileSync(alvo); }", "const BASE = '/srv/recibos';\n") },
  { row: 'integer-checks', rule: 'injection-sql', truth: handler("const id = req.query.id;\nif (Number.isInteger(id)) { db.query('SELECT * FROM t WHERE id = ' + id); }"), lookalike: handler("const id = req.query.id;\nif (Number.isFinite(id)) { db.query('SELECT * FROM t WHERE id = ' + id); }") },
  { row: 'validator-format-checks', rule: 'injection-sql', truth: handler("const id = req.query.id;\nif (validator.isUUID(id)) { db.query(\"SELECT * FROM t WHERE id = '\" + id + \"'\"); }"), lookalike: handler("const id = req.query.id;\nif (validator.isAscii(id)) { db.query(\"SELECT * FROM t WHERE id = '\" + id + \"'\"); }") },
  { row: 'regex-escapers', rule: 'regex-injection', truth: handler("new RegExp(_.escapeRegExp(req.query.apelido), 'i');"), lookalike: handler("new RegExp(_.trim(req.query.apelido), 'i');") },
  { row: 'process-exit', rule: 'injection-sql', truth: handler("const id = req.query.id;\nif (!/^[0-9]+$/.test(id)) { process.exit(1); }\ndb.query('SELECT * FROM t WHERE id = ' + id);"), lookalike: handler("const id = req.query.id;\nif (!/^[0-9]+$/.test(id)) { process.emit('erro'); }\ndb.query('SELECT * FROM t WHERE id = ' + id);") },
  { row: 'path-basename', rule: 'path-traversal', truth: handler("fs.readFileSync('/srv/' + path.basename(req.query.a));"), lookalike: handler("fs.readFileSync('/srv/' + path.dirname(req.query.a));") },
  { row: 'shell-escape', rule: 'injection-command', truth: CHILD_PROCESS + handler("exec('ls ' + shellEscape(req.query.dir));"), lookalike: CHILD_PROCESS + handler("exec('ls ' + shellJoin(req.query.dir));") },
  { row: 'sql-escape', rule: 'injection-sql', truth: handler("pool.query('SELECT ' + mysql.escape(req.query.id));"), lookalike: handler("pool.query('SELECT ' + mysql.format(req.query.id));") },
  { row: 'html-encoders', rule: 'xss', truth: handler('res.send(escapeHtml(req.query.n));'), lookalike: handler('res.send(escapeRegExp(req.query.n));') },
  { row: 'mongo-sanitize', rule: 'injection-nosql', truth: handler('Conta.find({ nome: String(req.query.n) });'), lookalike: handler('Conta.find({ nome: JSON.parse(req.query.n) });') },
  { row: 'number-conversions', rule: 'injection-sql', truth: handler("pool.query('SELECT ' + parseInt(req.query.id, 10));"), lookalike: handler("pool.query('SELECT ' + parseJSON(req.query.id));") },
  { row: 'scalar-parameter-types', rule: 'injection-sql', truth: nest("listar(@Query('l') limite: number) { return this.repo.query('SELECT * FROM t LIMIT ' + limite); }"), lookalike: nest("listar(@Query('l') limite: string) { return this.repo.query('SELECT * FROM t LIMIT ' + limite); }") },
  { row: 'uri-component-encoding', rule: 'open-redirect', truth: handler('res.redirect(encodeURIComponent(req.query.v));'), lookalike: handler('res.redirect(encodeURI(req.query.v));') },
  { row: 'scalar-results', rule: 'injection-sql', truth: handler("pool.query('SELECT ' + req.query.lista.indexOf('x'));"), lookalike: handler("pool.query('SELECT ' + req.query.lista.concat('x'));") },
];

describeModelRows('javascript', 'rotas.ts', [...SOURCES_AND_SINKS, ...javascriptConfigurationCases], SANITIZERS_AND_PROPAGATORS);

describe('esquema dos modelos', () => {
  const valid = `language: javascript
framework: exemplo
sinks:
  - id: exemplo
    kind: sql
    rule: injection-sql
    note: execução SQL
    match: { call: [consultar] }
`;

  it('aceita uma linha completa', () => {
    expect(checkModelFile('exemplo.yml', parse(valid)).sinks?.[0]?.id).toBe('exemplo');
  });

  it('recusa uma linha ruim com mensagem que diz o arquivo, a linha e o problema', () => {
    expect(() => checkModelFile('exemplo.yml', parse(valid.replace('kind: sql', 'kind: sqll')))).toThrow(/modelo de taint inválido \(exemplo\.yml\): \/sinks\/0\/kind must be equal to one of the allowed values/);
    expect(() => checkModelFile('exemplo.yml', parse(valid.replace('    rule: injection-sql\n', '')))).toThrow(/\/sinks\/0 must have required property 'rule'/);
    expect(() => checkModelFile('exemplo.yml', parse(valid.replace('match: { call: [consultar] }', 'match: { receiver: db }')))).toThrow(/\/sinks\/0\/match/);
    expect(() => checkModelFile('exemplo.yml', parse(`${valid}sources:\n  - id: campo\n    kind: field\n    names: [query]\n`))).toThrow(/\/sources\/0 must have required property 'of'/);
  });

  it('as linhas que o scanner carrega (rows/<linguagem>.json) são as dos YAML validados: editou um YAML, rode `pnpm --filter @vigia/scanner run models`', () => {
    expect(modelFolders()).toEqual(['csharp', 'go', 'java', 'javascript', 'kotlin', 'php', 'python']);
    for (const folder of modelFolders()) expect(readCompiledRows(folder), folder).toEqual(readModelFolder(folder));
  });

  it('deriva o prefiltro das linhas: sem fonte, só sinks que relatam "sink presente" abrem o arquivo', () => {
    const models = modelsFor('javascript');
    expect(models.prefilter.source.test("const { cpf } = req.query;")).toBe(true);
    expect(models.prefilter.source.test('const requisicao = criar();')).toBe(false);
    const open = (text: string): string[] => models.prefilter.sinks.filter(({ token }) => token.test(text)).map(({ row }) => row.id);
    expect(open('await pool.query(sql)')).toEqual(['driver-query']);
    expect(open('el.innerHTML = x')).toEqual(['dom-markup-property']);
    expect(open('el.innerHTML === x')).toEqual([]);
    expect(open('await axios.get(url)')).toEqual(['http-client-method']);
    expect(open('await cache.get(url)')).toEqual([]);
    expect(open('fs.promises.readFile(p)')).toEqual(['fs-path', 'fs-path-imported']);
  });

  it('um sink que só vale com uma opção (shell=True) só abre o arquivo que a menciona', () => {
    const models = modelsFor('python');
    expect(mayHoldFlow(models, 'subprocess.run(comando)')).toBe(false);
    expect(mayHoldFlow(models, 'subprocess.run(comando, shell=True)')).toBe(true);
  });

  it('um sink cujo único dado é o primeiro argumento não abre o arquivo que só o chama com um texto fixo (require de CommonJS) ou uma função escrita ali (setTimeout)', () => {
    const open = (text: string): string[] => modelsFor('javascript').prefilter.sinks.filter(({ token }) => token.test(text)).map(({ row }) => row.id);
    expect(open("const rotas = require('./rotas');")).toEqual([]);
    expect(open('const plugin = require(nome);')).toEqual(['dynamic-require']);
    expect(open('const plugin = require(`./plugins/${nome}`);')).toEqual(['dynamic-require']);
    expect(open("const plugin = require('./plugins/' + nome);")).toEqual(['dynamic-require']);
    expect(open('setTimeout(() => renovar(sessao), 1000);')).toEqual([]);
    expect(open('setInterval(async function () { await renovar(); }, 1000);')).toEqual([]);
    expect(open('setTimeout(codigo, 1000);')).toEqual(['timer-string']);
    expect(open("await pool.query('SELECT 1')")).toEqual([]);
    // A fixed text followed by other arguments still opens the file (a row may read those).
    expect(open("await pool.query('SELECT * FROM t WHERE id = ?', [id])")).toEqual(['driver-query']);
    const kotlin = modelsFor('kotlin').prefilter.sinks.filter(({ token }) => token.test('em.createNativeQuery("SELECT * FROM t WHERE c = \'$conta\'")'));
    expect(kotlin.length).toBeGreaterThan(0);
  });
});
