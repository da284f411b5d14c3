// The compliance PDF through the real path (bench/compliance-pdf.mjs --route): the control plane's
// route on the embedded database, holding a real scan of the bundled sample repository copied N
// times (37 findings each), each round a freshly started control plane whose first PDF is timed
// against the later ones.
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild, waitForHttp } from '../../scripts/lib/stack.mjs';
import { onCleanup } from './cleanup.mjs';
import { root } from './control-plane-deps.mjs';
import { ADMIN_EMAIL, assertPortFree, signIn } from './stack.mjs';

const PORT = 4795;
const base = `http://127.0.0.1:${PORT}`;
const PROJECT = 'Internet Banking';

/** The control plane alone on DATA_DIR (PGlite), as `npm start` runs it; stopped by the cleanups. */
async function startControlPlane(dataDir) {
  await assertPortFree(PORT);
  const log = openSync(join(dataDir, 'control-plane.log'), 'a');
  const child = spawn(process.execPath, [join(root, 'control-plane/dist/main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', SEED_SAMPLE_SCAN: 'false', CONTROL_PLANE_PORT: String(PORT), CONTROL_PLANE_HOST: '127.0.0.1', PUBLIC_URL: 'http://localhost:4000' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const stop = onCleanup('parar control plane do bench de PDF', () => stopChild(child));
  await waitForHttp(`${base}/api/v1/health`, child, 'control plane');
  return stop;
}

async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

/** First start (migrations, demo seed), one scan of the sample copied `copies` times, a viewer token; answers what a round needs. */
export async function prepareRouteBench(copies) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigia-bench-pdf-'));
  onCleanup(`remover ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const tree = join(dataDir, 'repo');
  for (let i = 1; i <= copies; i++) cpSync(join(root, 'examples/sample-service'), join(tree, `servico-${i}`), { recursive: true });
  mkdirSync(join(dataDir, 'upload'));
  const archive = join(dataDir, 'upload/repo.tar.gz');
  execFileSync('tar', ['czf', archive, '-C', tree, '.']);
  const stop = await startControlPlane(dataDir);
  try {
    const session = await signIn(base, dataDir, ADMIN_EMAIL);
    const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken };
    const project = (await json(await fetch(`${base}/api/v1/projects`, { headers }))).projects.find((p) => p.name === PROJECT);
    const form = new FormData();
    form.append('projectId', project.id);
    form.append('file', new Blob([readFileSync(archive)]), 'repo.tar.gz');
    const { scanId } = await json(await fetch(`${base}/api/v1/scans`, { method: 'POST', body: form, headers }));
    let point;
    for (let waited = 0; !point; waited += 250) {
      if (waited > 300_000) throw new Error(`a análise ${scanId} não terminou em 5 min`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      point = (await json(await fetch(`${base}/api/v1/compliance/${project.id}/trend`, { headers }))).points.find((p) => p.scanId === scanId);
    }
    const token = await json(
      await fetch(`${base}/api/v1/admin/tenants/${project.tenantId}/tokens`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'bench-pdf', projectId: project.id, kind: 'VIEWER' }),
      }),
    );
    return { dataDir, url: `${base}/api/v1/compliance/${project.id}/${scanId}/report/pdf`, secret: token.secret, findings: point.totalFindings };
  } finally {
    await stop();
  }
}

/** One freshly started control plane: the time of each of `renders` PDFs, the first right after the start. */
export async function routeRound({ dataDir, url, secret }, renders) {
  const stop = await startControlPlane(dataDir);
  try {
    const times = [];
    let bytes = 0;
    for (let i = 0; i < renders; i++) {
      const started = performance.now();
      const response = await fetch(url, { headers: { authorization: `Bearer ${secret}` } });
      const body = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`PDF: HTTP ${response.status} ${body.toString('utf8').slice(0, 300)}`);
      times.push(performance.now() - started);
      bytes = body.length;
    }
    return { times, bytes };
  } finally {
    await stop();
  }
}
