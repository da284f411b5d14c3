/**
 * Taint across files in the pipeline's batches: a route in one batch calls helpers of a file in another
 * batch. Each batch is given the whole tree, so the helper's summary is used whatever batch asks first,
 * and one-file batches give the findings of a single whole-tree batch (so a resumed scan does too):
 * JavaScript's require and Kotlin's packages and imports.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scannerEngine } from '../src/scans/scan-engine.js';
import { readBatch, type ScanSource } from '../src/scans/scan-source.js';
import type { ObjectStorage } from '../src/storage/object-storage.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const TREE: Record<string, string> = {
  'a-rota.js': `const { lerId, soDigitos } = require('./z-util');
app.get('/x', (req, res) => {
  db.query("SELECT 1 FROM t WHERE id = '" + lerId(req) + "'");
  db.query("SELECT 1 FROM t WHERE n = '" + soDigitos(req.query.n) + "'");
});
`,
  'z-util.js': `function lerId(req) { return req.query.id; }
function soDigitos(v) { return String(parseInt(v, 10)); }
module.exports = { lerId, soDigitos };
`,
};

/** Kotlin: a class of another package (`Requisicao.lerCpf`) and a top-level function imported by name. */
const KOTLIN_TREE: Record<string, string> = {
  'src/br/com/banco/rotas/Limite.kt': `package br.com.banco.rotas

import br.com.banco.util.Requisicao
import br.com.banco.util.somenteNumeros
import javax.servlet.http.HttpServletRequest
import org.springframework.jdbc.core.JdbcTemplate
import org.springframework.web.bind.annotation.*

@RestController
class LimiteController(private val jdbc: JdbcTemplate) {
    @GetMapping("/limite")
    fun limite(request: HttpServletRequest): String {
        jdbc.queryForList("SELECT 1 FROM t WHERE cpf = '" + Requisicao.lerCpf(request) + "'")
        jdbc.queryForList("SELECT 1 FROM t WHERE conta = '" + somenteNumeros(request.getParameter("conta")) + "'")
        return "ok"
    }
}
`,
  'src/br/com/banco/util/Requisicao.kt': `package br.com.banco.util

import javax.servlet.http.HttpServletRequest

object Requisicao {
    fun lerCpf(request: HttpServletRequest): String = request.getParameter("cpf")
}

fun somenteNumeros(valor: String): String = valor.toLong().toString()
`,
};

type Row = { file: string; line?: number | null; rule: string; fingerprint: string; trace?: { file: string; line: number }[] | null };

/** The findings of one whole-tree batch, and those of one-file batches in reverse order. */
async function oneAndBatched(tree: Record<string, string>): Promise<{ one: Row[]; batched: Row[] }> {
  const root = await mkdtemp(path.join(tmpdir(), 'vigia-xfile-'));
  dirs.push(root);
  for (const [file, text] of Object.entries(tree)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const { files, skipped } = await scannerEngine.listFiles(root);
  const source: ScanSource = { root, files, skipped };
  const deps = { engine: scannerEngine, storage: {} as ObjectStorage };
  const signal = new AbortController().signal;
  const one = await readBatch(deps, source, { index: 0, size: files.length }, signal);
  const batched = [];
  for (let index = files.length - 1; index >= 0; index -= 1) batched.push(...(await readBatch(deps, source, { index, size: 1 }, signal)).findings);
  return { one: one.findings, batched };
}

const rows = (fs: readonly Row[]) => fs.map((f) => `${f.file}:${f.line} ${f.rule} ${f.fingerprint}`).sort();

describe('lotes da varredura com taint entre arquivos', () => {
  it('lotes de um arquivo dão os achados de um lote só, com o helper de outro lote resolvido', async () => {
    const { one, batched } = await oneAndBatched(TREE);
    expect(one.filter((f) => f.rule === 'injection-sql').map((f) => `${f.file}:${f.line}`)).toEqual(['a-rota.js:3']);
    expect(one.find((f) => f.rule === 'injection-sql')?.trace?.[0]).toMatchObject({ file: 'z-util.js', line: 1 });
    expect(rows(batched)).toEqual(rows(one));
  });

  it('Kotlin: o método de um object de outro pacote e a função importada resolvem igual em lotes de um arquivo e num lote só', async () => {
    const { one, batched } = await oneAndBatched(KOTLIN_TREE);
    expect(one.filter((f) => f.rule === 'injection-sql').map((f) => `${f.file}:${f.line}`)).toEqual(['src/br/com/banco/rotas/Limite.kt:13']);
    expect(one.find((f) => f.rule === 'injection-sql')?.trace?.[0]).toMatchObject({ file: 'src/br/com/banco/util/Requisicao.kt', line: 6 });
    expect(rows(batched)).toEqual(rows(one));
  });
});
