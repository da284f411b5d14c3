// The JavaScript/TypeScript and Python taint analysis (the IR engine), through the scan API and the engine's pass.
import { describe, expect, it } from 'vitest';
import { scanFiles } from '../src/index.js';
import { JS_ENGINES, PY_ENGINES, makeTree, tracePath, traceRows, type TaintPass } from './helpers.js';

const rulesWith = (analyze: TaintPass, file: string, src: string): string[] => analyze(file, src).map((h) => `${h.line}:${h.ruleId}`).sort();
const traceWith = (analyze: TaintPass, file: string, src: string, rule: string): (string | number)[][] | undefined =>
  traceRows(analyze(file, src).find((h) => h.ruleId === rule));

describe('análise de taint em JavaScript/TypeScript, pela API de scan', () => {
  it('leva o rastro de req.query (linha da fonte) até a execução SQL (linha do sink)', async () => {
    const src = `app.get('/extrato', async (req, res) => {
  const { cpf } = req.query;
  const sql = \`SELECT * FROM extrato WHERE cpf = '\${cpf}'\`;
  await pool.query(sql);
});`;
    const root = makeTree({ 'rotaExtrato.js': src });
    const { findings } = await scanFiles(root, ['rotaExtrato.js']);
    const sqli = findings.find((f) => f.rule === 'injection-sql');
    expect(sqli?.line).toBe(4);
    expect(traceRows(sqli)).toEqual(tracePath([2, 'entrada: req.query'], [3, 'interpolação em string'], [4, 'execução SQL']));
    expect(findings.filter((f) => f.rule.startsWith('injection-sql'))).toHaveLength(1);
  });
});

describe.each(JS_ENGINES)('análise de taint em JavaScript/TypeScript (%s)', (_engine, analyze, mayNeed) => {
  const rules = (file: string, src: string): string[] => rulesWith(analyze, file, src);
  const traceOf = (file: string, src: string, rule: string): (string | number)[][] | undefined => traceWith(analyze, file, src, rule);

  it('leva o rastro de req.query até a execução SQL, passando pela interpolação', () => {
    const src = `app.get('/extrato', async (req, res) => {
  const { cpf } = req.query;
  const sql = \`SELECT * FROM extrato WHERE cpf = '\${cpf}'\`;
  await pool.query(sql);
});`;
    expect(traceOf('rotaExtrato.js', src, 'injection-sql')).toEqual(tracePath([2, 'entrada: req.query'], [3, 'interpolação em string'], [4, 'execução SQL']));
    expect(rules('rotaExtrato.js', src)).toEqual(['4:injection-sql']);
  });

  it('segue helpers do mesmo arquivo com os valores de cada chamada (constante não é reportada)', () => {
    const src = `function buscarCliente(db, cpf) {
  return db.query('SELECT * FROM clientes WHERE cpf = ' + cpf);
}
export default async function handler(req, res) {
  await buscarCliente(db, '12345678900');
  await buscarCliente(db, req.body.cpf);
}`;
    expect(rules('pages/api/cliente.ts', src)).toEqual(['2:injection-sql']);
    expect(traceOf('pages/api/cliente.ts', src, 'injection-sql')?.map((s) => s[0])).toEqual([6, 2, 2]);
  });

  it('não reporta constantes nem valores sanitizados (parseInt, placeholders, escape, basename, String)', () => {
    const src = `router.post('/pix', (req, res) => {
  const valor = parseInt(req.body.valor, 10);
  db.query('UPDATE contas SET saldo = saldo - ' + valor);
  db.query('SELECT * FROM pix WHERE chave = $1', [req.body.chave]);
  res.send('<p>' + encodeURIComponent(req.body.chave) + '</p>');
  fs.readFileSync('/srv/recibos/' + path.basename(req.query.recibo));
  Conta.find({ chave: String(req.body.chave) });
  exec('ls -la /tmp');
  eval('2 + 2');
});`;
    expect(rules('pix.js', src)).toEqual([]);
  });

  it('acha Koa (ctx.request.body), Nest (@Query/@Body) e os sinks de comando, eval, DOM e NoSQL', () => {
    const koa = `const { spawn } = require('node:child_process');
router.get('/r', async (ctx) => {
  const { url } = ctx.request.body;
  await axios.get(url);
  spawn('sh', ['-c', ctx.query.cmd], { shell: true });
  vm.runInNewContext(ctx.query.expr);
  await db.collection('contas').find({ $where: ctx.query.filtro });
});`;
    expect(rules('rotas.ts', koa)).toEqual(['4:ssrf', '5:injection-command', '6:injection-eval', '7:injection-nosql']);
    const nest = `@Controller('clientes')
export class ClientesController {
  @Get()
  buscar(@Query('cpf') cpf: string, @Query('limite') limite: number) {
    this.repo.query("SELECT * FROM clientes WHERE cpf = '" + cpf + "' LIMIT " + limite);
    return this.repo.query('SELECT * FROM clientes LIMIT ' + limite);
  }
}`;
    expect(rules('clientes.controller.ts', nest)).toEqual(['5:injection-sql']);
    const dom = `function Extrato({ req }) {
  el.innerHTML = location.hash;
  return <div dangerouslySetInnerHTML={{ __html: req.query.nota }} />;
}
app.get('/x', (req, res) => res.send(Extrato({ req })));`;
    expect(rules('extrato.tsx', dom).some((r) => r.endsWith(':xss'))).toBe(true);
  });

  it('aceita listas de permitidos, comparações com constantes, regex ancorada e guard clauses', () => {
    const src = `const PERMITIDOS = ['/painel', '/extrato'];
app.get('/volta', (req, res) => {
  const volta = req.query.volta;
  res.redirect(PERMITIDOS.includes(volta) ? volta : '/painel');
  const conta = req.query.conta;
  if (/^[0-9]+$/.test(conta)) db.query('SELECT * FROM contas WHERE id = ' + conta);
  db.query('SELECT * FROM contas WHERE id = ' + conta);
  if (!PERMITIDOS.includes(volta)) return res.redirect('/painel');
  res.redirect(volta);
});`;
    expect(rules('volta.js', src)).toEqual(['7:injection-sql']);
  });

  it('caminho normalizado com prefixo checado e URL com host checado são seguros; sem normalizar ou contra o próprio cliente, não', () => {
    const py = `@app.route("/comprovante")
def comprovante():
    arquivo = request.args["arquivo"]
    bruto = os.path.join(BASE, arquivo)
    if bruto.startswith(BASE):
        open(bruto)
    caminho = os.path.realpath(bruto)
    if caminho.startswith(BASE + os.sep):
        open(caminho)
    destino = request.args["volta"]
    if urlparse(destino).netloc == request.args["host"]:
        return redirect(destino)
    if urlparse(destino).netloc not in HOSTS_PERMITIDOS:
        abort(400)
    return redirect(destino)
`;
    expect(rules('comprovante.py', `HOSTS_PERMITIDOS = {"app.banco.com.br"}\n${py}`)).toEqual(['13:open-redirect', '7:path-traversal']);
    const js = `app.get('/comprovante', (req, res) => {
  const bruto = path.join(BASE, req.query.arquivo);
  if (bruto.startsWith(BASE)) fs.readFile(bruto, () => {});
  const caminho = path.resolve(BASE, req.query.arquivo);
  if (caminho.startsWith(BASE)) fs.readFile(caminho, () => {});
  const url = new URL(req.query.volta, ORIGEM);
  if (url.host === 'app.banco.com.br') return res.redirect(url.href);
  if (Promise.resolve(req.query.volta).startsWith('/')) fs.readFile(req.query.volta, () => {});
});`;
    expect(rules('comprovante.js', js)).toEqual(['3:path-traversal', '8:path-traversal']);
  });

  it('Number.isInteger e validator.isInt protegem o valor checado; outro valor, não', () => {
    const src = `app.get('/conta', (req, res) => {
  const id = req.query.id;
  if (Number.isInteger(id)) db.query('SELECT * FROM contas WHERE id = ' + id);
  if (validator.isInt(id)) db.query('SELECT * FROM contas WHERE id = ' + id);
  if (Number.isInteger(req.query.outro)) db.query('SELECT * FROM contas WHERE id = ' + id);
});`;
    expect(rules('conta.js', src)).toEqual(['5:injection-sql']);
  });

  it('uma disjunção de comparações com constantes é lista de permitidos só quando todas checam a mesma variável', () => {
    const src = `app.get('/extrato', (req, res) => {
  const ordem = req.query.ordem;
  const conta = req.query.conta;
  if (ordem === 'data' || ordem === 'valor') db.query('SELECT * FROM extrato ORDER BY ' + ordem);
  if (ordem === 'data' || conta === 'corrente') db.query('SELECT * FROM extrato ORDER BY ' + ordem);
  if (ordem !== 'data' && ordem !== 'valor') return res.status(400).end();
  db.query('SELECT * FROM extrato ORDER BY ' + ordem);
});`;
    expect(rules('extrato.js', src)).toEqual(['5:injection-sql']);
    const py = `@app.route("/extrato")
def extrato():
    ordem = request.args["ordem"]
    conta = request.args["conta"]
    if ordem == "data" or ordem == "valor" or ordem == "descricao":
        cursor.execute("SELECT * FROM extrato ORDER BY " + ordem)
    if ordem == "data" or conta == "corrente":
        cursor.execute("SELECT * FROM extrato ORDER BY " + ordem)
`;
    expect(rules('extrato.py', py)).toEqual(['8:injection-sql']);
  });

  it('acha LDAP (ldapjs) e XPath com entrada do usuário', () => {
    const src = `const ldap = require('ldapjs');
app.get('/usuario', (req, res) => {
  client.search('ou=clientes,dc=banco', { filter: '(uid=' + req.query.uid + ')' }, () => {});
  client.search('ou=clientes,dc=banco', { filter: '(uid=fixo)' }, () => {});
  xpath.select("//conta[@cpf='" + req.query.cpf + "']", doc);
});`;
    expect(rules('ldap.js', src)).toEqual(['3:injection-ldap', '5:injection-xpath']);
  });

  it('não confunde um exec local nem client.query({ query }) do GraphQL com sinks', () => {
    const src = `import { exec } from './interpretador.js';
export async function rodar(no, entrada) {
  exec(no, entrada);
  return client.query({ query: CONSULTA, variables: { id: entrada } });
}`;
    expect(rules('rodar.ts', src)).toEqual([]);
  });

  it('dado de origem desconhecida num sink de SQL fica como "sink presente"', () => {
    expect(rules('repo.js', `async function listar(db, filtro) {\n  return db.query(filtro);\n}`)).toEqual(['2:injection-sql-sink']);
    expect(rules('repo.js', `async function listar(db, filtro) {\n  return db.query('SELECT * FROM t WHERE ' + filtro);\n}`)).toEqual(['2:injection-sql']);
  });

  it('argumentos de linha de comando são de origem desconhecida, não entrada da requisição', () => {
    const js = `const { execSync } = require('child_process');\nexecSync('gzip ' + process.argv[2]);`;
    expect(rules('cli.js', js)).toEqual(['2:injection-command']);
  });

  it('não analisa arquivos sem fonte nem sink (prefiltro por tokens)', () => {
    expect(mayNeed('lib/util.js', 'module.exports = (a, b) => a + b;')).toBe(false);
    expect(mayNeed('lib/util.js', 'fs.readFileSync(p)')).toBe(false);
    expect(mayNeed('lib/db.js', 'db.query(sql)')).toBe(true);
    expect(mayNeed('README.md', 'db.query(req.query.x)')).toBe(false);
  });
});

describe.each(PY_ENGINES)('análise de taint em Python: entradas de origem desconhecida (%s)', (_engine, analyze) => {
  const rules = (file: string, src: string): string[] => rulesWith(analyze, file, src);
  const traceOf = (file: string, src: string, rule: string): (string | number)[][] | undefined => traceWith(analyze, file, src, rule);

  it('argumentos de linha de comando e input() são de origem desconhecida, não entrada da requisição', () => {
    const py = `import os, sys\nconta = input("conta: ")\nos.system(sys.argv[1])\neval(conta)\n`;
    expect(rules('cli.py', py)).toEqual(['3:injection-command-sink', '4:injection-eval-sink']);
    expect(traceOf('cli.py', py, 'injection-eval-sink')?.[0]).toEqual([2, 'source', 'entrada: input() do terminal']);
  });

});

describe.each(PY_ENGINES)('análise de taint em Python (%s)', (_engine, analyze) => {
  const rules = (file: string, src: string): string[] => rulesWith(analyze, file, src);
  const traceOf = (file: string, src: string, rule: string): (string | number)[][] | undefined => traceWith(analyze, file, src, rule);

  it('aceita listas de permitidos, comparações com constantes e guard clauses', () => {
    const py = `@app.route("/relatorio")
def relatorio():
    tipo = request.args["tipo"]
    if tipo in ("pix", "ted"):
        cursor.execute("SELECT * FROM " + tipo)
    if tipo == "pix":
        os.system("relatorio " + tipo)
    os.system("relatorio " + tipo)
    if not tipo.isalnum():
        raise ValueError("tipo")
    cursor.execute("SELECT * FROM " + tipo)
`;
    expect(rules('relatorio.py', py)).toEqual(['8:injection-command']);
  });

  it('acha LDAP (python-ldap) e XPath (lxml) com entrada do usuário', () => {
    const py = `import ldap
@app.get("/usuario/{uid}")
def usuario(uid: str):
    conn.search_s("ou=clientes,dc=banco", ldap.SCOPE_SUBTREE, "(uid=%s)" % uid)
    return arvore.xpath("//conta[@uid='" + uid + "']")
`;
    expect(rules('ldap_xpath.py', py)).toEqual(['4:injection-ldap', '5:injection-xpath']);
  });

  it('leva o rastro de request.args (Flask) até os.system, passando por f-string', () => {
    const src = `from flask import request
import os

@app.route("/backup")
def rota_backup():
    pasta = request.args.get("pasta")
    comando = f"tar czf backup.tgz {pasta}"
    os.system(comando)
`;
    expect(traceOf('app.py', src, 'injection-command')).toEqual([
      [6, 'source', 'entrada: request.args'],
      [6, 'step', 'get()'],
      [7, 'step', 'interpolação em string'],
      [8, 'sink', 'execução de comando'],
    ]);
  });

  it('acha Django (request.GET, raw), FastAPI (parâmetros da rota), % e .format()', () => {
    const django = `def extrato(request):
    conta = request.GET["conta"]
    Extrato.objects.raw("SELECT * FROM extrato WHERE conta = %s" % conta)
    Extrato.objects.raw("SELECT * FROM extrato WHERE conta = %s", [conta])
    return HttpResponseRedirect(request.POST.get("volta"))
`;
    expect(rules('views.py', django)).toEqual(['3:injection-sql', '5:open-redirect']);
    const fastapi = `@router.get("/clientes/{cpf}")
def buscar_cliente(cpf: str, pagina: int, db: Session = Depends(get_db)):
    db.execute("SELECT * FROM clientes WHERE cpf = '{}' LIMIT {}".format(cpf, pagina))
    db.execute("SELECT * FROM clientes LIMIT {}".format(pagina))
    return db.users.find_one({"cpf": cpf})
`;
    expect(rules('rotas.py', fastapi)).toEqual(['3:injection-sql', '5:injection-nosql']);
  });

  it('uma view Flask que devolve string montada com a entrada é XSS (jsonify e escape não)', () => {
    const src = `@app.route("/ola")
def ola():
    nome = request.args.get("nome", "")
    if not nome:
        return jsonify({"nome": nome})
    if nome == "pix":
        return f"<h1>{html.escape(nome)}</h1>"
    return "<h1>Olá " + nome + "</h1>"
`;
    expect(rules('ola.py', src)).toEqual(['8:xss']);
  });

  it('não reporta constantes nem valores sanitizados (int, shlex.quote, html.escape, basename, placeholders)', () => {
    const src = `@app.post("/pix")
def transferir_pix():
    valor = int(request.form["valor"])
    cursor.execute("UPDATE contas SET saldo = saldo - " + str(valor))
    cursor.execute("SELECT * FROM pix WHERE chave = %s", (request.form["chave"],))
    subprocess.run("echo " + shlex.quote(request.form["chave"]), shell=True)
    subprocess.run(["echo", request.form["chave"]])
    open("/srv/recibos/" + os.path.basename(request.args["recibo"]))
    eval("2 + 2")
    return make_response("<p>" + html.escape(request.form["chave"]) + "</p>")
`;
    expect(rules('pix.py', src)).toEqual([]);
  });
});
