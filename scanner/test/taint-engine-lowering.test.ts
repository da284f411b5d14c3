// The JavaScript/TypeScript frontend's lowering to IR, read back through the printer: each statement and
// expression kind, entry points, and a source range on every node.
import { describe, expect, it } from 'vitest';
import { lowerJavaScript, parseJavaScript } from '../src/taint/frontends/javascript.js';
import { printBlock, printFunction } from '../src/taint/ir/printer.js';

const lowerText = (file: string, src: string): ReturnType<typeof lowerJavaScript> => lowerJavaScript(file, parseJavaScript(file, src));
const lowered = (src: string, file = 'rotas.tsx'): string => printBlock(lowerText(file, src).body);

describe('frontend JavaScript/TypeScript: da árvore à IR', () => {
  it('declarações, desestruturação, atribuição composta, membros e elementos', () => {
    const src = `import x from 'y';
const { a, b: c = 1, ...resto } = req.query;
let [p, q] = lista;
s += \`v=\${a}!\`;
obj.campo = m[0];
var nada;`;
    expect(lowered(src)).toBe(`let {a: a, b: c, ...resto} = req.query
let [p, q] = lista
s += template("v=", a, "!")
obj.campo = m[0]
let nada = undefined`);
  });

  it('if/else com operadores, chamada com spread, encadeamento opcional e ternário', () => {
    expect(lowered(`if (!a && b === 'x') { f(...args, 2); } else g?.h(a ? 1 : null);`)).toBe(`if ((! a) && (b === "x"))
  f(...args, 2)
else
  g.h((a ? 1 : null))`);
  });

  it('laços: for-of, for clássico, while e do-while (corpo antes do teste)', () => {
    expect(lowered(`for (const i of xs) continue;
for (let i = 0; i < 3; i++) {}
while (ok) break;
do { z(); } while (false);`)).toBe(`loop i of xs
  continue
loop [let i = 0] while (i < 3)
  (++ i)
loop while ok
  break
loop do-while false
  z()`);
  });

  it('switch (cases vazios, default) e try/catch/finally', () => {
    expect(lowered(`switch (t) { case 1: case 2: w(); break; default: v(); }
try { a(); } catch (e) { b(e); } finally { c(); }`)).toBe(`switch t
  case 1
  case 2
    w()
    break
  case default
    v()
try
  a()
catch e
  b(e)
finally
  c()`);
  });

  it('funções aninhadas, arrow ligada a um nome, classes com campos e métodos, throw', () => {
    expect(lowered(`function fora(n) { function dentro() { return n; } return dentro(); }
const seta = async (u) => u + 1;
class K { campo = 2; m(r) { this.campo = r; throw new Error('x'); } }`)).toBe(`function fora(n)
  function dentro()
    return n
  return dentro()
function seta(u)
  return (u + 1)
class K
  field campo = 2
  function m(r)
    this.campo = r
    throw new Error("x")`);
  });

  it('JSX: atributos como mapa (dangerouslySetInnerHTML chega à chave __html), objetos com chave calculada e spread', () => {
    expect(lowered(`export default function h(req, res) { return res.send(<div dangerouslySetInnerHTML={{ __html: req.body.x }}>{nome}</div>); }
res.json({ ok: true, [k]: v, ...extra });`)).toBe(`function h(req, res)
  return res.send(unknown({"dangerouslySetInnerHTML": {"__html": req.body.x}}, nome))
res.json({"ok": true, k: v, ...extra})`);
  });

  it('reconhece pontos de entrada: handlers registrados numa rota, decoradores, nomes chamados no arquivo', () => {
    const module = lowerText('clientes.controller.ts', `@Controller('c')
export class C {
  @Get()
  buscar(@Query('cpf') cpf: string, limite: number) { return this.montar(cpf); }
  montar(cpf) { return cpf; }
}
router.post('/pix', async (req, res) => { await auditar(req); });
function auditar(r) {}`);
    expect(module.functions.map((fn) => printFunction(fn)[0])).toEqual([
      '@Get function buscar(cpf, limite)',
      'function montar(cpf)',
      'function <anon>(req, res) route',
      'function auditar(r)',
    ]);
    expect(module.functions[0]?.params.map((p) => [p.name, p.type, p.decorators])).toEqual([['cpf', 'string', ['Query']], ['limite', 'number', []]]);
    expect([...module.calledNames].sort()).toEqual(['auditar', 'montar']);
  });

  it('todo nó da IR guarda o seu intervalo no código', () => {
    const module = lowerText('a.ts', `const x = req.query.a;\nif (x) { for (const y of [x]) db.query(\`\${y}\`); }`);
    const missing: string[] = [];
    const visit = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((n, i) => visit(n, `${path}[${i}]`));
      else if (node && typeof node === 'object') {
        if ('k' in node && !('range' in node)) missing.push(path);
        for (const [key, value] of Object.entries(node)) if (key !== 'range') visit(value, `${path}.${key}`);
      }
    };
    visit(module.body, 'body');
    expect(missing).toEqual([]);
    expect(JSON.parse(JSON.stringify(module.body[0]?.range))).toEqual({ start: { line: 0, column: 6 }, end: { line: 0, column: 21 } });
  });
});
