// Taint across files (src/taint/project/): a call into a function of another file of the tree uses that
// function's summary in the project index. Real scans of small trees written to disk.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listScannableFiles, projectOf, scanDirectory, scanFiles, type Finding } from '../src/index.js';
import { detectInText } from '../src/scan/detect-text.js';
import { makeTree } from './helpers.js';

const at = (findings: readonly Finding[], file: string) => findings.filter((f) => f.file === file).map((f) => `${f.line} ${f.rule}`).sort();

async function scan(files: Record<string, string>): Promise<Finding[]> {
  return (await scanDirectory(makeTree(files))).findings;
}

const UTILS_JS = `function getParam(req, nome) {
  return req.query[nome];
}
function soDigitos(valor) {
  return String(parseInt(valor, 10));
}
function semEspacos(valor) {
  return valor.trim();
}
module.exports = { getParam, soDigitos, aparado: semEspacos };
`;

describe('taint entre arquivos (índice do projeto)', () => {
  it('um wrapper da requisição em utils.js usado em routes.js dá o achado na consulta; o sanitizador de outro módulo o limpa, o parecido que não limpa não', async () => {
    const findings = await scan({
      'utils.js': UTILS_JS,
      'routes.js': `const express = require('express');
const db = require('./db');
const { getParam, soDigitos, aparado } = require('./utils');
const utils = require('./utils.js');
const app = express();
app.get('/conta', (req, res) => {
  const id = getParam(req, 'id');
  db.query("SELECT * FROM contas WHERE id = '" + id + "'");
  const agencia = soDigitos(req.query.agencia);
  db.query("SELECT * FROM contas WHERE agencia = '" + agencia + "'");
  const nome = aparado(req.query.nome);
  db.query("SELECT * FROM contas WHERE nome = '" + nome + "'");
  const cpf = utils.getParam(req, 'cpf');
  db.query("SELECT * FROM contas WHERE cpf = '" + cpf + "'");
  res.end();
});
`,
    });
    expect(at(findings, 'routes.js')).toEqual(['12 injection-sql', '14 injection-sql', '8 injection-sql']);
    const trace = findings.find((f) => f.file === 'routes.js' && f.line === 8)?.trace ?? [];
    expect(trace[0]).toMatchObject({ file: 'utils.js', line: 2, kind: 'source' });
  });

  it('TypeScript: import nomeado, default, namespace e pasta com index.ts; a função de outro arquivo que leva o dado ao sink dá o achado na chamada', async () => {
    const findings = await scan({
      'lib/index.ts': `import type { Request } from 'express';
export function lerCpf(req: Request): string {
  return String(req.query.cpf);
}
export default function lerConta(req: Request): string {
  return String(req.params.conta);
}
`,
      'repo/extrato.ts': `import { db } from '../db';
export function buscarExtrato(conta: string) {
  return db.query("SELECT * FROM extrato WHERE conta = '" + conta + "'");
}
`,
      'rotas.ts': `import express, { Request, Response } from 'express';
import { db } from './db';
import lerConta, { lerCpf as cpfDe } from './lib';
import * as entrada from './lib/index.js';
import { buscarExtrato } from './repo/extrato';
const app = express();
app.get('/extrato', (req: Request, res: Response) => {
  db.query("SELECT 1 FROM t WHERE cpf = '" + cpfDe(req) + "'");
  db.query("SELECT 1 FROM t WHERE conta = '" + lerConta(req) + "'");
  db.query("SELECT 1 FROM t WHERE outro = '" + entrada.lerCpf(req) + "'");
  buscarExtrato(req.query.conta as string);
  buscarExtrato('000123');
  res.end();
});
`,
    });
    expect(at(findings, 'rotas.ts')).toEqual(['10 injection-sql', '11 injection-sql', '8 injection-sql', '9 injection-sql']);
    const firstStep = (line: number) => findings.find((f) => f.file === 'rotas.ts' && f.line === line)?.trace?.[0];
    expect([8, 9, 10].map((line) => `${firstStep(line)?.file}:${firstStep(line)?.line}`)).toEqual(['lib/index.ts:3', 'lib/index.ts:6', 'lib/index.ts:3']);
    const sink = findings.find((f) => f.file === 'rotas.ts' && f.line === 11);
    expect(sink?.trace?.at(-1)?.note).toContain('repo/extrato.ts:3');
  });

  it('Python: pacote com __init__.py que reexporta, import relativo e import pkg.mod as m', async () => {
    const findings = await scan({
      'app/banco.py': 'cursor = None\n',
      'app/entrada/__init__.py': 'from .leitura import ler_conta\n',
      'app/entrada/leitura.py': `from flask import request
from .limpeza import limpar


def ler_conta():
    return limpar(request.args.get('conta'))


def ler_agencia(req):
    return req.GET.get('agencia')
`,
      'app/entrada/limpeza.py': `def limpar(valor):
    return valor.strip()


def so_numeros(valor):
    return str(int(valor))
`,
      'app/views.py': `from flask import Flask, request
from app.banco import cursor
from app.entrada import ler_conta
import app.entrada.leitura as leitura
from .entrada.limpeza import so_numeros

app = Flask(__name__)


@app.route('/saldo')
def saldo():
    conta = ler_conta()
    cursor.execute("SELECT saldo FROM contas WHERE conta = '" + conta + "'")
    agencia = leitura.ler_agencia(request)
    cursor.execute("SELECT saldo FROM contas WHERE agencia = '" + agencia + "'")
    numero = so_numeros(request.args.get('numero'))
    cursor.execute("SELECT saldo FROM contas WHERE numero = '" + numero + "'")
    return 'ok'
`,
    });
    expect(at(findings, 'app/views.py')).toEqual(['13 injection-sql', '15 injection-sql']);
    const firstStep = (line: number) => findings.find((f) => f.file === 'app/views.py' && f.line === line)?.trace?.[0];
    expect([13, 15].map((line) => `${firstStep(line)?.file}:${firstStep(line)?.line}`)).toEqual(['app/entrada/leitura.py:6', 'app/entrada/leitura.py:10']);
  });

  it('um ciclo entre dois módulos termina, e o resultado não depende da ordem dos arquivos', async () => {
    const files = {
      'a.js': `const { lerB } = require('./b');
function lerA(req, n) {
  if (n > 0) return lerB(req, n - 1);
  return req.query.x;
}
module.exports = { lerA };
`,
      'b.js': `const { lerA } = require('./a');
function lerB(req, n) {
  return lerA(req, n);
}
module.exports = { lerB };
`,
      'rota.js': `const { lerA } = require('./a');
const { lerB } = require('./b');
app.get('/x', (req, res) => {
  db.query("SELECT 1 WHERE a = '" + lerA(req, 2) + "'");
  db.query("SELECT 1 WHERE b = '" + lerB(req, 2) + "'");
});
`,
    };
    const root = makeTree(files);
    const forward = await scanFiles(root, ['a.js', 'b.js', 'rota.js']);
    const backward = await scanFiles(root, ['rota.js', 'b.js', 'a.js']);
    expect(at(forward.findings, 'rota.js')).toEqual(['4 injection-sql', '5 injection-sql']);
    expect(backward.findings.map((f) => f.fingerprint).sort()).toEqual(forward.findings.map((f) => f.fingerprint).sort());
  });

  it('um nome que não resolve a nada (módulo ausente, nome não exportado, pacote) não derruba a varredura nem inventa achado', async () => {
    const root = makeTree({
      'utils.js': UTILS_JS,
      'rota.js': `const { inexistente } = require('./utils');
const { outro } = require('./nao-existe');
const lodash = require('lodash');
app.get('/x', (req, res) => {
  db.query("SELECT 1 WHERE a = '" + inexistente('fixo') + "'");
  db.query("SELECT 1 WHERE b = '" + outro('fixo') + "'");
  db.query("SELECT 1 WHERE c = '" + lodash.trim('fixo') + "'");
});
`,
    });
    const result = await scanDirectory(root);
    expect(at(result.findings, 'rota.js')).toEqual([]);
    expect(result.filesSkippedCount).toBe(0);
  });

  it('um arquivo varrido sozinho (sem projeto) não vê o helper de outro arquivo; a varredura em lotes, retomada, dá os mesmos achados que a inteira', async () => {
    const tree = {
      'utils.js': UTILS_JS,
      'a-rota.js': `const { getParam } = require('./utils');
app.get('/x', (req, res) => { db.query("SELECT 1 WHERE a = '" + getParam(req, 'a') + "'"); });
`,
      'z-rota.js': `const { getParam } = require('./utils');
app.get('/y', (req, res) => { db.query("SELECT 1 WHERE a = '" + getParam(req, 'a') + "'"); });
`,
    };
    // Alone, the helper is not seen: the request handed to it gives data of unknown origin.
    const alone = await detectInText('z-rota.js', tree['z-rota.js']);
    expect(alone.find((h) => h.ruleId === 'injection-sql')?.trace?.[0]).toMatchObject({ file: 'z-rota.js', note: expect.stringContaining('origem não vista') });
    const root = makeTree(tree);
    const whole = await scanDirectory(root);
    const files = await listScannableFiles(root);
    // A restart after the first file: the batch already done, then the rest with the project made again.
    const first = await scanFiles(root, files.slice(0, 1), { project: projectOf(root, files) });
    const rest = await scanDirectory(root, { resumeFrom: 1, checkpointEvery: 1 });
    const fingerprints = (fs: readonly Finding[]) => fs.map((f) => f.fingerprint).sort();
    expect(at(whole.findings, 'z-rota.js')).toEqual(['2 injection-sql']);
    expect(whole.findings.find((f) => f.file === 'z-rota.js')?.trace?.[0]).toMatchObject({ file: 'utils.js', line: 2, kind: 'source' });
    expect(fingerprints([...first.findings, ...rest.findings])).toEqual(fingerprints(whole.findings));
  });

  it('o índice é JSON simples: guardado (um checkpoint) e retomado, dá os mesmos achados sem refazer o resumo', async () => {
    const root = makeTree({
      'utils.js': UTILS_JS,
      'rota.js': `const { getParam } = require('./utils');
app.get('/x', (req, res) => { db.query("SELECT 1 WHERE a = '" + getParam(req, 'a') + "'"); });
`,
    });
    const files = await listScannableFiles(root);
    const project = projectOf(root, files);
    const before = await scanFiles(root, files, { project });
    const kept = JSON.parse(JSON.stringify(project.index)) as typeof project.index;
    expect(kept.modules['utils.js']?.functions.getParam?.returnFromRole).toEqual([expect.objectContaining({ param: 0, role: 'request' })]);
    // The kept summary is what the resumed scan uses: with the helper's file gone, the flow is still followed.
    rmSync(join(root, 'utils.js'));
    const resumed = projectOf(root, files, kept);
    const after = await scanFiles(root, ['rota.js'], { project: resumed });
    expect(after.findings.map((f) => f.fingerprint)).toEqual(before.findings.filter((f) => f.file === 'rota.js').map((f) => f.fingerprint));
    expect(after.findings[0]?.trace?.[0]).toMatchObject({ file: 'utils.js', line: 2 });
  });
});

const WEB_GO = `package web

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
)

func Param(r *http.Request, nome string) string {
	return r.URL.Query().Get(nome)
}

func SoDigitos(valor string) string {
	n, _ := strconv.ParseInt(valor, 10, 64)
	return strconv.FormatInt(n, 10)
}

func Aparado(valor string) string {
	return strings.TrimSpace(valor)
}

func Conta(r *http.Request) (string, error) {
	return r.FormValue("conta"), nil
}

func Validar(valor string) (string, error) {
	n, err := strconv.ParseInt(valor, 10, 64)
	if err != nil {
		return "", fmt.Errorf("valor inválido: %s", valor)
	}
	return strconv.FormatInt(n, 10), nil
}

func param(r *http.Request) string {
	return r.FormValue("oculto")
}
`;

describe('taint entre arquivos em Go (pacotes pelo go.mod e pela pasta)', () => {
  it('um wrapper da requisição no pacote web usado em handlers dá o achado; o sanitizador de outro pacote o limpa, o parecido não; o primeiro resultado de (v, err) é o valor', async () => {
    const findings = await scan({
      'go.mod': 'module example.com/banco\n\ngo 1.22\n',
      'web/request.go': WEB_GO,
      'handlers/so-wrapper.go': `package handlers

import (
	"net/http"

	"example.com/banco/web"
)

func Saldo(w http.ResponseWriter, r *http.Request) {
	db.Exec("DELETE FROM saldo WHERE id = '" + web.Param(r, "id") + "'")
}
`,
      'handlers/extrato.go': `package handlers

import (
	"database/sql"
	"net/http"

	"example.com/banco/web"
	entrada "example.com/banco/web"
)

var db *sql.DB

func Extrato(w http.ResponseWriter, r *http.Request) {
	id := web.Param(r, "id")
	db.Query("SELECT * FROM contas WHERE id = '" + id + "'")
	agencia := web.SoDigitos(r.URL.Query().Get("agencia"))
	db.Query("SELECT * FROM contas WHERE agencia = '" + agencia + "'")
	nome := entrada.Aparado(r.URL.Query().Get("nome"))
	db.Query("SELECT * FROM contas WHERE nome = '" + nome + "'")
	conta, err := entrada.Conta(r)
	if err != nil {
		return
	}
	db.Query("SELECT * FROM contas WHERE conta = '" + conta + "'")
	numero, err := web.Validar(r.URL.Query().Get("numero"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	db.Query("SELECT * FROM contas WHERE numero = '" + numero + "'")
}
`,
    });
    expect(at(findings, 'handlers/extrato.go')).toEqual(['15 injection-sql', '19 injection-sql', '24 injection-sql']);
    // A handler that reads the request only through the other package's helper.
    expect(at(findings, 'handlers/so-wrapper.go')).toEqual(['10 injection-sql']);
    expect(findings.find((f) => f.file === 'handlers/so-wrapper.go')?.trace?.[0]).toMatchObject({ file: 'web/request.go', line: 11 });
    const trace = findings.find((f) => f.file === 'handlers/extrato.go' && f.line === 15)?.trace ?? [];
    expect(trace[0]).toMatchObject({ file: 'web/request.go', line: 11, kind: 'source' });
  });

  it('uma função de outro arquivo do mesmo pacote (mesma pasta, sem import) é resolvida pelo nome; a de outra pasta com o mesmo nome não', async () => {
    const findings = await scan({
      'handlers/params.go': `package handlers

import (
	"database/sql"
	"net/http"
)

var db *sql.DB

func lerCpf(r *http.Request) string {
	return r.Header.Get("X-Cpf")
}

func buscar(conta string) {
	db.Query("SELECT * FROM extrato WHERE conta = '" + conta + "'")
}
`,
      'outros/params.go': `package outros

func normalizar(v string) string {
	return "fixo"
}
`,
      'handlers/cpf.go': `package handlers

import "net/http"

func Cpf(w http.ResponseWriter, r *http.Request) {
	cpf := normalizar(lerCpf(r))
	db.Query("SELECT * FROM clientes WHERE cpf = '" + cpf + "'")
	buscar(r.URL.Query().Get("conta"))
}
`,
    });
    expect(at(findings, 'handlers/cpf.go')).toEqual(['7 injection-sql', '8 injection-sql']);
    const sink = findings.find((f) => f.file === 'handlers/cpf.go' && f.line === 8);
    expect(sink?.trace?.at(-1)?.note).toContain('handlers/params.go:15');
  });

  it('um import que não resolve a nada (biblioteca fora do módulo, pasta ausente, nome não exportado) não derruba a varredura nem usa a pasta parecida', async () => {
    const findings = await scan({
      'go.mod': 'module example.com/banco\n',
      'web/request.go': WEB_GO,
      'handlers/rota.go': `package handlers

import (
	"database/sql"
	"net/http"

	"example.com/banco/ausente"
	"github.com/outro/web"
	proprio "example.com/banco/web"
)

var db *sql.DB

func Rota(w http.ResponseWriter, r *http.Request) {
	db.Query("SELECT 1 WHERE a = '" + ausente.Ler(r) + "'")
	db.Query("SELECT 1 WHERE b = '" + web.SoDigitos(r.FormValue("b")) + "'")
	db.Query("SELECT 1 WHERE c = '" + proprio.param(r) + "'")
	db.Query("SELECT 1 WHERE d = '" + proprio.SoDigitos(r.FormValue("d")) + "'")
}
`,
    });
    const rota = findings.filter((f) => f.file === 'handlers/rota.go');
    // Nothing resolved to web/request.go except the package imported by its module path (d: cleaned there).
    expect(rota.some((f) => f.line === 18)).toBe(false);
    expect(rota.flatMap((f) => f.trace ?? []).some((s) => s.file === 'web/request.go')).toBe(false);
    expect(rota.some((f) => f.line === 16 && f.rule === 'injection-sql')).toBe(true);
  });
});
