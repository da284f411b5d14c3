// Framework breadth of the JavaScript/TypeScript and Python models (issue 28): for each framework a true
// case of our own (Portuguese-named fintech code) is found and its look-alike is not, through the engine.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine } from '../src/taint/engine/analyze.js';

const found = (file: string, src: string): string[] => analyzeWithEngine(file, src).map((h) => `${h.line}:${h.ruleId}`).sort();

interface FrameworkCase {
  name: string;
  file: string;
  truth: string;
  expected: string[];
  lookalike: string;
}

const CASES: FrameworkCase[] = [
  {
    name: 'Next.js: request.json() num route handler',
    file: 'app/api/pix/route.ts',
    truth: "export async function POST(request: Request) {\n  const corpo = await request.json();\n  await db.query(\"SELECT * FROM pix WHERE chave = '\" + corpo.chave + \"'\");\n}",
    expected: ['3:injection-sql'],
    lookalike: "export async function POST(request: Request) {\n  const corpo = await request.json();\n  await db.query('SELECT * FROM pix WHERE chave = $1', [corpo.chave]);\n}",
  },
  {
    name: 'Next.js: nextUrl.searchParams e new URL(request.url).searchParams',
    file: 'app/api/extrato/route.ts',
    truth: "export async function GET(request: NextRequest) {\n  const cpf = request.nextUrl.searchParams.get('cpf');\n  const { searchParams } = new URL(request.url);\n  await db.query(\"SELECT * FROM extrato WHERE cpf = '\" + cpf + \"' AND mes = \" + searchParams.get('mes'));\n}",
    expected: ['4:injection-sql'],
    lookalike: "export async function GET(request: NextRequest) {\n  const mes = Number(request.nextUrl.searchParams.get('mes'));\n  await db.query('SELECT * FROM extrato WHERE mes = ' + mes);\n}",
  },
  {
    name: 'Express: res.status(...).send com a requisição',
    file: 'rotas/comprovante.js',
    truth: "app.get('/comprovante', (req, res) => {\n  res.status(200).send('<h1>Comprovante de ' + req.query.favorecido + '</h1>');\n});",
    expected: ['2:xss'],
    lookalike: "app.get('/comprovante', (req, res) => {\n  res.status(200).json({ favorecido: req.query.favorecido });\n});",
  },
  {
    name: 'Fastify: reply.type(...).send e reply.redirect',
    file: 'rotas/boleto.js',
    truth: "fastify.get('/boleto', async (request, reply) => {\n  if (request.query.volta) return reply.redirect(request.query.volta);\n  reply.type('text/html').send('<p>Boleto ' + request.query.linha + '</p>');\n});",
    expected: ['2:open-redirect', '3:xss'],
    lookalike: "fastify.get('/boleto', async (request, reply) => {\n  if (request.query.volta) return reply.redirect('/boletos');\n  reply.type('text/html').send('<p>Boleto ' + escapeHtml(request.query.linha) + '</p>');\n});",
  },
  {
    name: 'Koa: ctx.redirect e ctx.body',
    file: 'rotas/cartao.js',
    truth: "router.get('/cartao', async (ctx) => {\n  if (ctx.query.volta) ctx.redirect(ctx.query.volta);\n  ctx.body = '<p>Cartão ' + ctx.query.final + '</p>';\n});",
    expected: ['2:open-redirect', '3:xss'],
    lookalike: "router.get('/cartao', async (ctx) => {\n  if (ctx.query.volta) ctx.redirect('/cartoes');\n  ctx.body = { final: ctx.query.final };\n});",
  },
  {
    name: 'Nest: parâmetros @Body, @Query e @Param',
    file: 'pix.controller.ts',
    truth: "@Controller('pix')\nexport class PixController {\n  @Post(':conta')\n  criar(@Body() dto: CriarPixDto, @Query('chave') chave: string, @Param('conta') conta: string) {\n    return this.db.query(\"SELECT * FROM pix WHERE chave = '\" + chave + \"' AND conta = \" + conta + ' AND valor = ' + dto.valor);\n  }\n}",
    expected: ['5:injection-sql'],
    lookalike: "@Controller('pix')\nexport class PixController {\n  @Post(':conta')\n  criar(@Body() dto: CriarPixDto, @Query('limite') limite: number) {\n    return this.db.query('SELECT * FROM pix WHERE conta = $1 LIMIT ' + limite, [dto.conta]);\n  }\n}",
  },
  {
    name: 'React: dangerouslySetInnerHTML com o endereço da página',
    file: 'Aviso.tsx',
    truth: "export function Aviso() {\n  const params = new URLSearchParams(window.location.search);\n  return <div dangerouslySetInnerHTML={{ __html: params.get('mensagem') }} />;\n}",
    expected: ['3:xss'],
    lookalike: "export function Aviso() {\n  const params = new URLSearchParams(window.location.search);\n  return <div>{params.get('mensagem')}</div>;\n}",
  },
  {
    name: 'DOM: innerHTML, outerHTML, insertAdjacentHTML, document.write e location.href',
    file: 'painel.js',
    truth: "const destino = new URLSearchParams(location.search).get('destino');\nconst nome = decodeURIComponent(location.hash.slice(1));\ndocument.getElementById('titular').innerHTML = nome;\ndocument.getElementById('saldo').outerHTML = '<span>' + nome + '</span>';\ndocument.body.insertAdjacentHTML('beforeend', nome);\ndocument.write(document.referrer);\nlocation.href = destino;",
    expected: ['3:xss', '4:xss', '5:xss', '6:xss', '7:open-redirect'],
    lookalike: "const destino = '/extrato';\nconst nome = location.pathname.slice(1);\ndocument.getElementById('titular').textContent = nome;\ndocument.body.insertAdjacentText('beforeend', nome);\nlocation.href = destino;",
  },
  {
    name: 'Flask: request.args até a resposta e o redirecionamento',
    file: 'app.py',
    truth: "@app.route('/fatura')\ndef fatura():\n    if request.args.get('volta'):\n        return redirect(request.args['volta'])\n    return '<p>Fatura de ' + request.args['titular'] + '</p>'\n",
    expected: ['4:open-redirect', '5:xss'],
    lookalike: "@app.route('/fatura')\ndef fatura():\n    if request.args.get('volta'):\n        return redirect(url_for('faturas'))\n    return '<p>Fatura de ' + html.escape(request.args['titular']) + '</p>'\n",
  },
  {
    name: 'Django: request.GET/POST, HttpResponse, mark_safe e redirect',
    file: 'views.py',
    truth: "def extrato(request):\n    if request.POST.get('volta'):\n        return redirect(request.POST['volta'])\n    aviso = mark_safe('<b>' + request.GET['aviso'] + '</b>')\n    return HttpResponse('<p>' + request.GET['titular'] + '</p>' + aviso)\n",
    expected: ['3:open-redirect', '4:xss', '5:xss'],
    lookalike: "def extrato(request):\n    if request.POST.get('volta'):\n        return redirect('extratos')\n    aviso = format_html('<b>{}</b>', request.GET['aviso'])\n    return JsonResponse({'titular': request.GET['titular']})\n",
  },
  {
    name: 'Django: URL de retorno só depois do validador de host (guard clause)',
    file: 'views.py',
    truth: "def sair(request):\n    volta = request.GET.get('volta', '/')\n    if not is_valid_url(volta):\n        return redirect('/')\n    return redirect(volta)\n",
    expected: ['5:open-redirect'],
    lookalike: "def sair(request):\n    volta = request.GET.get('volta', '/')\n    if not url_has_allowed_host_and_scheme(volta, allowed_hosts={'banco.com.br'}):\n        return redirect('/')\n    return redirect(volta)\n",
  },
  {
    name: 'FastAPI: parâmetros tipados da rota são entrada; int não carrega injeção',
    file: 'api.py',
    truth: "@router.get('/contas/{agencia}')\ndef contas(agencia: str, cpf: str = Query(...)):\n    cursor.execute(\"SELECT * FROM contas WHERE agencia = '\" + agencia + \"' AND cpf = '\" + cpf + \"'\")\n",
    expected: ['3:injection-sql'],
    lookalike: "@router.get('/contas/{agencia}')\ndef contas(agencia: int, limite: int = Query(10)):\n    cursor.execute('SELECT * FROM contas WHERE agencia = ' + str(agencia) + ' LIMIT ' + str(limite))\n",
  },
];

describe('modelos por framework: caso verdadeiro achado, parecido não', () => {
  it.each(CASES)('$name', ({ file, truth, expected, lookalike }) => {
    expect(found(file, truth)).toEqual(expected);
    expect(found(file, lookalike)).toEqual([]);
  });
});
