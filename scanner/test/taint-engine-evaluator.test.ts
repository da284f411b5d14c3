// The IR engine's capabilities, written once for every language: closures, switch arms, fields across
// methods, constant conditions, lambdas, try/finally, loops, returns and summaries.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';
import { traceRows } from './helpers.js';

const rulesOf = (hits: { line: number; ruleId: string }[]): string[] => hits.map((h) => `${h.line}:${h.ruleId}`).sort();
const ir = (src: string, file = 'rotas.ts'): string[] => rulesOf(analyzeWithEngine(file, src));

describe('motor de taint sobre a IR: capacidades', () => {
  it('uma função aninhada vê as variáveis de quem a declarou (closure)', () => {
    const src = `app.get('/a', (req, res) => {
  const conta = req.query.conta;
  function montar() { return 'SELECT * FROM contas WHERE id = ' + conta; }
  const porId = () => 'SELECT * FROM contas WHERE id = ' + conta;
  db.query(montar());
  db.query(porId());
});`;
    expect(ir(src)).toEqual(['5:injection-sql', '6:injection-sql']);
    const trace = traceRows(analyzeWithEngine('rotas.ts', src).find((h) => h.line === 5));
    expect(trace?.[0]).toEqual([2, 'source', 'entrada: req.query']);
    expect(trace?.at(-1)).toEqual([5, 'sink', 'execução SQL']);
  });

  it('uma declaração dentro de um case do switch leva o achado definitivo (antes: "sink presente")', () => {
    const src = `app.get('/r', (req, res) => {
  switch (req.query.tipo) {
    case 'pix':
      const sql = 'SELECT * FROM pix WHERE id = ' + req.query.id;
      db.query(sql);
      break;
    default:
      db.query('SELECT 1');
  }
});`;
    expect(ir(src)).toEqual(['5:injection-sql']);
  });

  it('o switch segue a queda de um case para o seguinte e, com sujeito constante, só o braço tomado', () => {
    const src = `const MODO = 'pix';
app.get('/s', (req, res) => {
  let filtro = '1 = 1';
  switch (req.query.modo) {
    case 'ted':
      filtro = req.query.filtro;
    case 'doc':
      db.query('SELECT * FROM t WHERE ' + filtro);
      break;
  }
  switch (MODO) {
    case 'ted':
      eval(req.query.codigo);
      break;
    case 'pix':
      db.query('SELECT * FROM pix LIMIT 10');
  }
});`;
    expect(ir(src)).toEqual(['8:injection-sql']);
  });

  it('um campo escrito num método é lido em outro, em qualquer ordem (estado do objeto)', () => {
    const src = `export class Extrato {
  consultar() { return db.query('SELECT * FROM extrato WHERE conta = ' + this.conta); }
  carregar(req) { this.conta = req.query.conta; }
  limite = 10;
  paginar() { return db.query('SELECT * FROM extrato LIMIT ' + this.limite); }
}`;
    expect(ir(src)).toEqual(['2:injection-sql']);
  });

  it('condições constantes podam o ramo morto (e o ternário)', () => {
    const src = `const DEPURAR = false;
app.get('/d', (req, res) => {
  if (DEPURAR) { db.query('SELECT ' + req.query.x); }
  if (1 + 1 === 3) eval(req.query.codigo);
  const destino = DEPURAR ? req.query.volta : '/painel';
  res.redirect(destino);
  db.query('SELECT * FROM t WHERE id = ' + req.query.id);
});`;
    expect(ir(src)).toEqual(['7:injection-sql']);
  });

  it('lambdas rodam onde são escritas e, ligadas a um nome, onde são chamadas', () => {
    const src = `app.post('/lote', (req, res) => {
  const ids = [1, 2];
  ids.forEach(() => db.query('DELETE FROM t WHERE dono = ' + req.body.dono));
  const apagar = (id) => db.query('DELETE FROM t WHERE id = ' + id);
  apagar(req.body.id);
  apagar(7);
});`;
    expect(ir(src)).toEqual(['3:injection-sql', '4:injection-sql']);
  });

  it('try/catch/finally: o valor escrito no try chega ao catch e ao finally', () => {
    const src = `app.get('/t', async (req, res) => {
  let consulta = 'SELECT 1';
  try {
    consulta = 'SELECT * FROM t WHERE id = ' + req.query.id;
    await validar();
  } catch (erro) {
    db.query(consulta);
  } finally {
    res.send(consulta);
  }
});`;
    expect(ir(src)).toEqual(['7:injection-sql', '9:xss']);
  });

  it('laços: um valor escrito tarde numa volta chega à seguinte; for clássico inicializa', () => {
    const src = `app.get('/l', (req, res) => {
  let anterior = '';
  for (const item of lista) {
    db.query('SELECT * FROM t WHERE x = ' + anterior);
    anterior = req.query.x;
  }
  for (let i = 0; i < 3; i++) db.query('SELECT * FROM t LIMIT ' + i);
  while (false) eval(req.query.y);
});`;
    expect(ir(src)).toEqual(['4:injection-sql']);
  });

  it('refinamento: && refina os dois lados; guard clause que sai vale depois dele', () => {
    const src = `const TIPOS = ['pix', 'ted'];
app.get('/f', (req, res) => {
  const { tipo, ordem } = req.query;
  if (TIPOS.includes(tipo) && ordem === 'asc') db.query('SELECT * FROM ' + tipo + ' ORDER BY id ' + ordem);
  if (!/^[0-9]+$/.test(req.query.id)) { throw new Error('id'); }
  db.query('SELECT * FROM t WHERE ordem = ' + ordem);
});`;
    expect(ir(src)).toEqual(['6:injection-sql']);
  });

  it('refinamento: uma disjunção de comparações com constantes prova o valor nos dois lados', () => {
    const src = `app.get('/o', (req, res) => {
  const ordem = req.query.ordem;
  if (ordem === 'data' || ordem === 'valor') db.query('SELECT * FROM t ORDER BY ' + ordem);
  if (ordem === 'data' || req.query.forcar) db.query('SELECT * FROM t ORDER BY ' + ordem);
});`;
    expect(ir(src)).toEqual(['4:injection-sql']);
  });

  it('resumos: um helper chamado de novo com o mesmo formato de argumentos dá o mesmo resultado', () => {
    const src = `function limpar(texto) { return texto.trim(); }
app.get('/r', (req, res) => {
  db.query('SELECT * FROM a WHERE x = ' + limpar(req.query.a));
  db.query('SELECT * FROM b WHERE x = ' + limpar(req.query.b));
  db.query('SELECT * FROM c WHERE x = ' + limpar('fixo'));
});`;
    expect(ir(src)).toEqual(['3:injection-sql', '4:injection-sql']);
  });

  it('classes do arquivo: new C(req) roda o construtor (com parameter properties do TypeScript) e c.m() o método de C', () => {
    const src = `class Pedido {
  constructor(private readonly req: Request, private limite = 10) {}
  conta(): string { return this.req.params.conta; }
  fixo(): string { return 'BRL'; }
}
app.get('/p/:conta', (req: Request, res: Response) => {
  const pedido = new Pedido(req);
  db.query('SELECT * FROM contas WHERE id = ' + pedido.conta());
  db.query('SELECT * FROM contas WHERE moeda = ' + pedido.fixo());
});`;
    expect(ir(src)).toEqual(['8:injection-sql']);
  });

  it('pontos de entrada: função exportada que recebe req, handler do Next.js e método de controller', () => {
    const src = `export async function GET(request) {
  const { searchParams } = request.url;
  return fetch(request.query.destino);
}
export default function handler(req, res) {
  res.send('<p>' + req.body.nome + '</p>');
}`;
    expect(ir(src, 'app/api/rota.ts')).toEqual(['3:ssrf', '6:xss']);
  });
});

describe('motor de taint sobre a IR: as mesmas capacidades em Python', () => {
  it('match/case: atribuição dentro de um case chega ao sink; case com literal refina o sujeito', () => {
    const src = `@app.route("/m")
def m():
    tipo = request.args["tipo"]
    match tipo:
        case "pix" | "ted":
            cursor.execute("SELECT * FROM " + tipo)
        case _:
            filtro = request.args["filtro"]
            cursor.execute("SELECT * FROM t WHERE " + filtro)
    return jsonify({})
`;
    expect(ir(src, 'views.py')).toEqual(['9:injection-sql']);
  });

  it('função aninhada vê a variável de quem a declarou; self.campo escrito num método é lido em outro', () => {
    const src = `@app.route("/c")
def c():
    conta = request.args["conta"]
    def montar():
        return "SELECT * FROM contas WHERE id = " + conta
    cursor.execute(montar())
    return jsonify({})

class Extrato:
    def consultar(self):
        cursor.execute("SELECT * FROM extrato WHERE conta = " + self.conta)
    def carregar(self, request):
        self.conta = request.GET["conta"]
`;
    expect(ir(src, 'views.py')).toEqual(['11:injection-sql', '6:injection-sql']);
  });

  it('condição constante poda o ramo morto', () => {
    const src = `DEPURAR = False
@app.route("/d")
def d():
    if DEPURAR:
        eval(request.args["codigo"])
    return jsonify({})
`;
    expect(ir(src, 'views.py')).toEqual([]);
  });
});
