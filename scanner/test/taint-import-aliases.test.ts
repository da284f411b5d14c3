// A library imported under another name is still that library, in every language whose imports can rename:
// model rows of every kind (sources, sinks, sanitizers, settings) name it as its own code would, so a call
// through the alias is that call. A look-alike is not: a local object named like the alias, a different module
// given the library's name, a function's own variable that hides the import.
import { describe, expect, it } from 'vitest';
import { analyzeWithEngine, mayNeedEngineAnalysis } from '../src/taint/engine/analyze.js';
import { hitsWithSettings, lines } from './helpers.js';

/** Lines of `file` reported for `rule`. */
const reported = (file: string, code: string, rule: string): number[] =>
  analyzeWithEngine(file, code).filter((h) => h.ruleId === rule).map((h) => h.line).sort((a, b) => a - b);

/** A file the engine's prefilter lets through (the real scan reads no other). */
const analysed = (file: string, code: string): boolean => mayNeedEngineAnalysis(file, code);

describe('Python: import … as, from … import … as', () => {
  const code = lines(
    'import subprocess as sp',
    'from os import system as shell',
    'from flask import request as rq',
    'import runner as subprocess',
    'def a(): sp.run(rq.args.get("cmd"), shell=True)',
    'def b(): shell(rq.args.get("cmd"))',
    'def c(): subprocess.run(rq.args.get("cmd"), shell=True)',
    'def d(sp): sp.run(rq.args.get("cmd"), shell=True)',
    'def e():',
    '    shell = Runner()',
    '    shell(rq.args.get("cmd"))',
  );

  it('o apelido de subprocess, de os.system e de flask.request são eles; outro módulo com o nome subprocess, um parâmetro e uma variável local que escondem o import, não', () => {
    expect(reported('app.py', code, 'injection-command')).toEqual([5, 6]);
    // The prefilter reads the call through the alias too (the file has no `subprocess.run(` as written).
    expect(analysed('app.py', lines('import subprocess as sp', 'from flask import request', 'def a(): sp.run(request.args.get("cmd"), shell=True)'))).toBe(true);
    expect(analysed('app.py', lines('from os import system as shell', 'from flask import request', 'def b(): shell(request.args.get("cmd"))'))).toBe(true);
  });

  it('um objeto local com o nome do apelido, sem import, não é o módulo', () => {
    const local = lines('from flask import request', 'sp = Runner()', 'def a(): sp.run(request.args.get("cmd"), shell=True)');
    expect(reported('app.py', local, 'injection-command')).toEqual([]);
  });

  it('a configuração lida por os com outro nome (import os as o; o.getenv)', () => {
    const file = 'app.py';
    const settings: Record<string, string> = { '.env': 'HASH_LEGADO=md5\n' };
    const src = lines('import hashlib as h', 'import os as o', 'def a(d): return h.new(o.getenv("HASH_LEGADO"), d)', 'import digests as hashlib', 'def b(d): return hashlib.new(o.getenv("HASH_LEGADO"), d)');
    expect(hitsWithSettings(file, src, settings).filter((h) => h.ruleId === 'crypto-weak-hash').map((h) => h.line)).toEqual([3]);
  });
});

describe('JavaScript/TypeScript: require e import com outro nome', () => {
  const code = lines(
    "const run = require('child_process');",
    "import * as nodeCp from 'node:child_process';",
    "const { exec: sh } = require('child_process');",
    "const fake = require('./child_process_stub');",
    "app.get('/a', (req, res) => { run.exec(req.query.cmd); });",
    "app.get('/b', (req, res) => { nodeCp.execSync(req.query.cmd); });",
    "app.get('/c', (req, res) => { sh(req.query.cmd); });",
    "app.get('/d', (req, res) => { fake.exec(req.query.cmd); });",
    "app.get('/e', (req, res) => { const run = makeRunner(); run.exec(req.query.cmd); });",
  );

  it('o módulo com qualquer nome e a função desestruturada com outro nome; um módulo do projeto e uma variável local, não', () => {
    for (const file of ['src/app.js', 'src/app.ts']) {
      expect(reported(file, code, 'injection-command')).toEqual([5, 6, 7]);
      expect(analysed(file, code)).toBe(true);
    }
  });
});

describe('Go: import com nome', () => {
  const handler = (alias: string, path: string): string => lines(
    'package main',
    `import ${alias} "${path}"`,
    'import "net/http"',
    'func h(w http.ResponseWriter, r *http.Request) {',
    `  ${alias}.Command(r.URL.Query().Get("cmd")).Run()`,
    '}',
  );

  it('os/exec com outro nome é exec; outro pacote com o nome exec, não', () => {
    expect(reported('main.go', handler('ex', 'os/exec'), 'injection-command')).toEqual([5]);
    expect(analysed('main.go', handler('ex', 'os/exec'))).toBe(true);
    expect(reported('main.go', handler('exec', 'github.com/acme/runner'), 'injection-command')).toEqual([]);
  });

  it('godotenv com outro nome lê o .env da árvore', () => {
    const file = 'main.go';
    const settings: Record<string, string> = { '.env': 'JWT_ALG=none\n' };
    const src = lines('package main', 'import gd "github.com/joho/godotenv"', 'import "github.com/golang-jwt/jwt/v5"', 'func f() {', '  env, _ := gd.Read()', '  _ = jwt.GetSigningMethod(env["JWT_ALG"])', '}');
    expect(hitsWithSettings(file, src, settings).map((h) => `${h.line}:${h.ruleId}`)).toContain('6:jwt-alg-none');
  });
});

describe('Kotlin: import … as', () => {
  it('java.nio.file.Files e java.io.File com outro nome; um objeto local com o nome Files, não', () => {
    const code = lines(
      'import java.nio.file.Files as Arquivos',
      'import java.io.File as JFile',
      'import java.nio.file.Paths',
      'class C {',
      '  @GetMapping("/a") fun a(@RequestParam nome: String) = Arquivos.readAllBytes(Paths.get("/dados", nome))',
      '  @GetMapping("/b") fun b(@RequestParam nome: String) = JFile(nome).readText()',
      '}',
    );
    expect(reported('C.kt', code, 'path-traversal')).toEqual([5, 6]);
    expect(analysed('C.kt', code)).toBe(true);
    const fake = lines('import com.acme.Store as Files', 'class C {', '  @GetMapping("/a") fun a(@RequestParam nome: String) = Files.readAllBytes(nome)', '}');
    expect(reported('C.kt', fake, 'path-traversal')).toEqual([]);
  });
});

describe('PHP: use … as', () => {
  it('a fachada DB do Laravel com outro nome; outra classe com o nome DB, não', () => {
    const code = (use: string): string => lines('<?php', use, 'function f() {', '  return Banco::select("SELECT * FROM c WHERE id = " . $_GET["id"]);', '}');
    expect(reported('a.php', code('use Illuminate\\Support\\Facades\\DB as Banco;'), 'injection-sql')).toEqual([4]);
    expect(analysed('a.php', code('use Illuminate\\Support\\Facades\\DB as Banco;'))).toBe(true);
    expect(reported('a.php', code('use App\\Util\\Relatorio as Banco;'), 'injection-sql')).toEqual([]);
  });
});

describe('C#: using Apelido = Namespace.Tipo;', () => {
  it('System.Diagnostics.Process e System.IO.File com outro nome; outro tipo com o apelido, não', () => {
    const code = (using: string): string => lines(
      using,
      'using Proc = System.Diagnostics.Process;',
      'public class C : ControllerBase {',
      '  [HttpGet("/a")] public void A([FromQuery] string nome) { Arquivo.ReadAllText(nome); }',
      '  [HttpGet("/b")] public void B([FromQuery] string cmd) { Proc.Start(cmd); }',
      '}',
    );
    const real = code('using Arquivo = System.IO.File;');
    expect(reported('C.cs', real, 'path-traversal')).toEqual([4]);
    expect(reported('C.cs', real, 'injection-command')).toEqual([5]);
    expect(analysed('C.cs', real)).toBe(true);
    expect(reported('C.cs', code('using Arquivo = Acme.Storage.Blob;'), 'path-traversal')).toEqual([]);
  });
});
