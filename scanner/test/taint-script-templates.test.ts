// Response bodies and templates that print request data unescaped (Koa ctx.body, Jinja2 `|safe`, Markup,
// mark_safe) and Django's SQL escape hatches (extra, RawSQL): each with its look-alike.
import { describe, expect, it } from 'vitest';
import { JS_ENGINES, PY_ENGINES } from './helpers.js';

describe.each(JS_ENGINES)('Koa: ctx.body é a resposta (%s)', (_engine, analyze, mayNeed) => {
  const rules = (file: string, src: string): string[] => analyze(file, src).map((h) => `${h.line}:${h.ruleId}`).sort();
  const src = `router.get('/extrato', async (ctx) => {
  ctx.body = '<h1>Extrato de ' + ctx.query.nome + '</h1>';
  ctx.response.body = ctx.params.conta;
  ctx.body = \`<p>\${ctx.request.body.descricao}</p>\`;
  ctx.body = { nome: ctx.query.nome, conta: ctx.params.conta };
  ctx.body = [ctx.query.nome];
  ctx.body = '<p>' + escapeHtml(ctx.query.nome) + '</p>';
  ctx.body = '<p>Extrato</p>';
});`;

  it('string com ctx.query, ctx.params ou ctx.request.body é XSS; objeto (JSON), escape e constante não', () => {
    expect(mayNeed('rotas.js', src)).toBe(true);
    expect(rules('rotas.js', src)).toEqual(['2:xss', '3:xss', '4:xss']);
  });

  it('o rastro vai da entrada ctx.query à escrita na resposta', () => {
    const hit = analyze('rotas.js', src).find((h) => h.line === 2);
    expect(hit?.trace?.map((s) => s.kind)).toEqual(['source', 'step', 'sink']);
    expect(hit?.trace?.[0]?.note).toContain('ctx.query');
  });

  it('body de outro objeto (uma requisição de saída, um contexto local) não é a resposta', () => {
    const local = `function montar(ctx) {
  const pedido = { body: '' };
  pedido.body = ctx.query.nome;
  const canvas = { ctx: {} };
  canvas.ctx.body = ctx.query.nome;
  return pedido;
}`;
    expect(rules('montar.js', local)).toEqual([]);
  });
});

describe.each(PY_ENGINES)('Jinja2 e Django: saída sem escape (%s)', (_engine, analyze) => {
  const rules = (file: string, src: string): string[] => analyze(file, src).map((h) => `${h.line}:${h.ruleId}`).sort();

  it('render_template_string com {{ x|safe }}, Markup e mark_safe com dados da requisição são XSS', () => {
    const src = `from flask import Flask, request, render_template_string
from markupsafe import Markup
import markupsafe
from django.utils.safestring import mark_safe

@app.route("/ola")
def ola():
    nome = request.args["nome"]
    render_template_string("<p>{{ nome|safe }}</p>", nome=nome)
    render_template_string("<p>{{ nome }}</p>", nome=nome)
    render_template_string("<p>{{ titulo | safe }} {{ nome }}</p>", titulo="Extrato", nome=nome)
    markupsafe.Markup("<b>" + nome + "</b>")
    Markup("<b>%s</b>") % markupsafe.escape(nome)
    Template("<p>{{ nome|safe }}</p>").render(nome=nome)
    return mark_safe("<p>" + nome + "</p>")
`;
    expect(rules('views.py', src)).toEqual(['12:xss', '14:xss', '15:xss', '9:xss']);
  });
});

describe.each(PY_ENGINES)('Django: extra(where=...) e RawSQL com SQL montado (%s)', (_engine, analyze, mayNeed) => {
  const rules = (file: string, src: string): string[] => analyze(file, src).map((h) => `${h.line}:${h.ruleId}`).sort();

  const src = `from django.db.models.expressions import RawSQL

def extrato(request):
    cpf = request.GET["cpf"]
    Conta.objects.extra(where=["cpf = '%s'" % cpf])
    Conta.objects.filter(ativa=True).extra(select={"saldo_total": "saldo + " + cpf})
    Conta.objects.extra(where=["cpf = %s"], params=[cpf])
    Conta.objects.annotate(total=RawSQL("SELECT saldo FROM contas WHERE cpf = '" + cpf + "'", []))
    Conta.objects.annotate(total=RawSQL("SELECT saldo FROM contas WHERE cpf = %s", [cpf]))
    return cpf
`;

  it('SQL montado com a requisição é injeção; parâmetros (params=, lista de RawSQL) não', () => {
    expect(rules('views.py', src)).toEqual(['5:injection-sql', '6:injection-sql', '8:injection-sql']);
  });

  it('SQL montado com dado de origem desconhecida é "sink presente" ou, montado na chamada, injeção', () => {
    const unknown = `def relatorio(filtro):
    return Conta.objects.extra(where=[f"status = '{filtro}'"])
`;
    expect(mayNeed('relatorio.py', unknown)).toBe(true);
    expect(rules('relatorio.py', unknown)).toEqual(['2:injection-sql']);
  });
});
