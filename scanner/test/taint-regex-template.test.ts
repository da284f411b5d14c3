// Regex injection and template injection (issue 28): request data as the pattern or the template itself,
// in the IR engine (JS/TS, Python, Go, PHP) and the C# pass; the escape functions clean it, and a regex call still hands back
// the subject's data to later sinks.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';

const rules = (hits: { line: number; ruleId: string }[]): string[] => hits.map((h) => `${h.line}:${h.ruleId}`).sort();

describe('injeção de expressão regular', () => {
  it('JS: new RegExp(req.query.x) é injeção; escapeRegExp limpa; o rastro termina na expressão compilada', () => {
    const src = `app.get('/contatos', (req, res) => {
  const filtro = new RegExp(req.query.apelido, 'i');
  const seguro = new RegExp(_.escapeRegExp(req.query.apelido));
  res.json({ ok: filtro.test('a') && seguro.test('b') });
});`;
    expect(mayNeedEngineAnalysis('rotas.js', src)).toBe(true);
    const hits = analyzeWithEngine('rotas.js', src);
    expect(rules(hits)).toEqual(['2:regex-injection']);
    expect(hits[0]?.trace?.at(0)?.note).toContain('req.query');
    expect(hits[0]?.trace?.at(-1)?.note).toBe('expressão regular compilada');
  });

  it('Python: re.sub com padrão constante devolve os dados do assunto, que seguem até a resposta', () => {
    const src = `from flask import request, make_response
import re

@app.route("/busca")
def busca():
    nome = re.sub(r"\\s+", " ", request.args["nome"])
    padrao = re.compile(re.escape(request.args["nome"]))
    return make_response(nome + str(padrao))`;
    expect(rules(analyzeWithEngine('busca.py', src))).toEqual(['8:xss']);
  });

  it('PHP: preg_match com padrão da requisição é injeção; preg_quote limpa', () => {
    const src = `<?php
$ok = preg_match('/' . $_GET['filtro'] . '/', $texto);
$seguro = preg_match('/' . preg_quote($_GET['filtro'], '/') . '/', $texto);`;
    expect(rules(analyzeWithEngine('busca.php', src))).toEqual(['2:regex-injection']);
  });

  it('C#: o padrão é o segundo argumento de Regex.IsMatch; Regex.Escape limpa', () => {
    const src = `public class BuscaController : Controller {
  public IActionResult Buscar([FromQuery] string texto, [FromQuery] string padrao) {
    var a = Regex.IsMatch(texto, padrao);
    var b = Regex.IsMatch(padrao, "^[a-z]+$");
    var c = new Regex(Regex.Escape(padrao));
    return Ok(a && b && c.IsMatch(texto));
  }
}`;
    expect(rules(analyzeWithEngine('BuscaController.cs', src))).toEqual(['3:regex-injection']);
  });

  it('Go: regexp.Compile com a query é injeção; regexp.QuoteMeta limpa', () => {
    const src = `package busca

import (
	"net/http"
	"regexp"
)

func Buscar(w http.ResponseWriter, r *http.Request) {
	a, _ := regexp.Compile(r.URL.Query().Get("q"))
	b := regexp.MustCompile(regexp.QuoteMeta(r.URL.Query().Get("q")))
	_, _ = a, b
}`;
    expect(rules(analyzeWithEngine('busca.go', src))).toEqual(['9:regex-injection']);
  });
});

describe('injeção de template no servidor', () => {
  it('Python: a requisição como template é SSTI; como contexto de um template literal, não', () => {
    const src = `from flask import request, render_template_string
from jinja2 import Template

@app.route("/previa", methods=["POST"])
def previa():
    a = render_template_string(request.form["modelo"])
    b = render_template_string("<p>{{ nome }}</p>", nome=request.form["nome"])
    c = Template("Olá " + request.form["nome"]).render()
    return a + b + c`;
    expect(rules(analyzeWithEngine('previa.py', src))).toEqual(['6:template-injection', '8:template-injection']);
  });

  it('Python: string.Template só substitui $nomes e não é SSTI', () => {
    const src = `from string import Template
from flask import request

@app.route("/msg")
def msg():
    return Template(request.args["modelo"]).substitute(nome="Maria")`;
    expect(rules(analyzeWithEngine('msg.py', src))).toEqual([]);
  });

  it('JS: Handlebars.compile da requisição é SSTI e o rastro começa em req.body', () => {
    const src = `app.post('/modelo', (req, res) => {
  const modelo = Handlebars.compile(req.body.modelo);
  const fixo = Handlebars.compile('<p>{{nome}}</p>');
  res.json({ a: modelo({}), b: fixo({ nome: req.body.nome }) });
});`;
    const hits = analyzeWithEngine('modelo.js', src);
    expect(rules(hits)).toEqual(['2:template-injection']);
    expect(hits[0]?.trace?.at(0)?.note).toContain('req.body');
  });

  it('PHP: Twig createTemplate e Smarty string: com a requisição são SSTI', () => {
    const src = `<?php
$a = $twig->createTemplate($_POST['modelo']);
$b = $smarty->fetch('string:' . $_POST['modelo']);
$c = $smarty->fetch('mala_direta.tpl');
$d = $twig->createTemplate('<p>{{ nome }}</p>');`;
    expect(rules(analyzeWithEngine('modelo.php', src))).toEqual(['2:template-injection', '3:template-injection']);
  });
});
