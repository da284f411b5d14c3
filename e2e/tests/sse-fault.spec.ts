// Fault: the live scan-status stream is cut in the middle of a scan: every TCP connection to the
// gateway is destroyed by the kernel (`ss -K`, as a proxy or network drop would), so the open event
// stream dies mid-response. (Chromium's offline emulation leaves open streams running, and a
// routed request cannot stream.) The dashboard must not freeze on the last status it streamed: it
// says the live stream failed, falls back to polling, and reaches "Concluído" with the new findings.
// Needs CAP_NET_ADMIN (root) for `ss -K`.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures.js';
import { createProject, createProjectToken } from '../support/graphql.js';
import { uploadWithRunToken } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';

const sampleService = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/sample-service');
const run = promisify(execFile);

test('com o stream cortado no meio da análise, o painel passa a verificar por polling e chega a "Concluído"', async ({ adminContext, adminPage: page }) => {
  test.setTimeout(150_000);
  const name = `Cartões ${Date.now()}`;
  await createProject(adminContext, name, 'Projeto do teste de corte do stream');
  const token = await createProjectToken(adminContext, name, 'RUN');
  await selectProject(page, name);

  const { stdout } = await run('bash', ['-c', 'tar --exclude=.git -czf - .'], { cwd: sampleService, encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 });
  await uploadWithRunToken(token, stdout as unknown as Buffer);
  const streamOpened = page.waitForResponse(
    (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('scanStatusChanged') && response.status() === 200,
    { timeout: 60_000 },
  );
  await page.goto('/dashboard');

  const panel = page.getByRole('region', { name: /Análise em andamento|Última análise/ });
  const stream = await streamOpened;
  expect(stream.headers()['content-type']).toContain('text/event-stream');
  await expect(panel).toContainText('Análise em andamento');
  await expect(panel.getByText('Concluído')).toHaveCount(0);

  // The cut: the kernel destroys every connection to the gateway's port, the event stream with them.
  const port = new URL(process.env.E2E_BASE_URL as string).port;
  await run('ss', ['-K', `dport = :${port}`]);
  await expect(panel).toContainText('Conexão SSE falhou. Atualização em tempo real indisponível; verificando a cada 10 segundos.', { timeout: 30_000 });

  await expect(panel.getByText('Concluído')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Scan concluído! Atualizando dashboard...')).toBeVisible();
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
});
