// A CI job's scan end to end: the curl command the product gives, run in a shell with a RUN_ token,
// uploads the sample service; the dashboard follows the scan live until "Concluído".
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures.js';
import { createProject, createProjectToken, findProject, graphql } from '../support/graphql.js';
import { uploadWithRunToken } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';

const sampleService = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/sample-service');
const run = promisify(execFile);

test('o comando curl com token RUN_ envia o exemplo e o dashboard acompanha a análise até "Concluído"', async ({ adminContext, adminPage: page }) => {
  const { tenantId, projectId } = await findProject(adminContext, 'API Pix');
  const token = await createProjectToken(adminContext, 'API Pix', 'RUN');
  const { scanCurlCommand } = await graphql<{ scanCurlCommand: { command: string } }>(
    adminContext,
    'query Curl($tenantId: UUID, $projectId: UUID, $token: String) { scanCurlCommand(tenantId: $tenantId, projectId: $projectId, token: $token) { command } }',
    { tenantId, projectId, token },
  );
  expect(scanCurlCommand.command).toContain(token);

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Selecionar projeto API Pix' }).click();
  await page.goto('/dashboard');
  const subscribed = page.waitForRequest((request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('scanStatusChanged'), { timeout: 30_000 });

  const { stdout } = await run('bash', ['-c', scanCurlCommand.command], { cwd: sampleService });
  const accepted = JSON.parse(stdout) as { scanId: string };
  expect(accepted.scanId).toMatch(/^[0-9a-f-]{36}$/);

  const panel = page.getByRole('region', { name: /Análise em andamento|Última análise/ });
  await subscribed;
  await expect(panel.getByText('Concluído')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Scan concluído! Atualizando dashboard...')).toBeVisible();
  await expect(panel).toContainText(/Achados: \d+/);
  // The dashboard refreshed itself: the findings of the new scan are on the table.
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
});

test('com o stream bloqueado, o painel avisa e acompanha a análise por polling até "Concluído"', async ({ adminContext, adminPage: page }) => {
  test.setTimeout(120_000);
  const name = `Conta Corrente ${Date.now()}`;
  await createProject(adminContext, name, 'Projeto do teste de polling');
  const token = await createProjectToken(adminContext, name, 'RUN');
  // Every subscription request fails at the network, as behind a proxy that buffers event streams.
  await page.route('**/graphql', (route) => {
    const request = route.request();
    const stream = (request.headers().accept ?? '').includes('text/event-stream') || (request.postData() ?? '').includes('scanStatusChanged');
    return stream ? route.abort('connectionrefused') : route.continue();
  });
  await selectProject(page, name);

  const { stdout } = await run('bash', ['-c', 'tar --exclude=.git -czf - .'], { cwd: sampleService, encoding: 'buffer', maxBuffer: 10 * 1024 * 1024 });
  await uploadWithRunToken(token, stdout as unknown as Buffer);
  await page.goto('/dashboard');

  const panel = page.getByRole('region', { name: /Análise em andamento|Última análise/ });
  await expect(panel).toContainText('Conexão SSE falhou. Atualização em tempo real indisponível; verificando a cada 10 segundos.', { timeout: 30_000 });
  await expect(panel.getByText('Concluído')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Scan concluído! Atualizando dashboard...')).toBeVisible();
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
});
