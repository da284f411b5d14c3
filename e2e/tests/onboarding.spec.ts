// A new tenant administrator signs up and is led from /welcome through /onboarding: RUN_ token,
// GitHub workflow, then the workflow's own `run:` steps run in a shell on a small repository
// with one planted high-severity finding, against the running stack; the wizard sees the first
// scan arrive and completes. axe finds no serious or critical violation on any step.
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, newStackContext, test } from '../support/fixtures.js';
import { receivedMessages, waitForLink } from '../support/mailbox.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = 'Conta Digital';


/** The `run:` block of each step of the workflow's job and the job's plain env values (no GitHub expressions). */
function workflowRun(content: string): { run: string; env: Record<string, string> } {
  const lines = content.split('\n');
  const runs: string[] = [];
  lines.forEach((line, index) => {
    const match = /^(\s*)run: \|-?$/.exec(line);
    if (!match) return;
    const indent = (match[1] ?? '').length;
    const block: string[] = [];
    for (const next of lines.slice(index + 1)) {
      if (next.trim() !== '' && next.search(/\S/) <= indent) break;
      block.push(next.trim());
    }
    runs.push(block.join('\n'));
  });
  const env: Record<string, string> = {};
  for (const line of lines) {
    const match = /^\s+(VIGIA_[A-Z_]+): ([^$'"{][^\n]*)$/.exec(line);
    if (match) env[match[1]!] = match[2]!.trim();
  }
  return { run: runs.join('\n'), env };
}

function runShell(script: string, cwd: string, env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', script], { cwd, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, output: `${stdout}\n${stderr}` });
    });
  });
}

test('um novo administrador se cadastra, gera o token, o workflow do GitHub roda com o gate e o assistente vê a primeira varredura e conclui', async ({ browser }) => {
  test.setTimeout(240_000);
  const email = `admin-${Date.now()}@conta-digital.example`;
  const context = await newStackContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const repo = await mkdtemp(path.join(os.tmpdir(), 'vigia-e2e-repo-'));
  try {
    // Sign up a new tenant and sign in through the e-mailed link.
    const seen = receivedMessages();
    await page.goto('/signup');
    await page.getByLabel('Nome').fill('Beatriz Lima');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Organização').fill('Banco Conta Digital');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(/Conta criada/)).toBeVisible();
    await page.goto(await waitForLink(email, '/auth/callback', seen));
    await expect(page).toHaveURL(/\/welcome$/);

    await page.getByRole('link', { name: 'Configurar a integração contínua' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('heading', { name: '1. Boas-vindas' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // generate-token: the new tenant has no project yet; the wizard creates and selects it.
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page.getByRole('heading', { name: '2. Gerar token' })).toBeVisible();
    await expect(page.getByText('Escolha ou crie um projeto antes de gerar o token.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Próximo' })).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Novo projeto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo projeto' });
    await dialog.getByLabel('Nome').fill(PROJECT);
    await dialog.getByLabel('Descrição').fill('App da conta digital');
    await dialog.getByRole('button', { name: 'Criar projeto' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Nome do token')).toHaveValue(`CI ${PROJECT}`);
    await page.getByRole('button', { name: 'Gerar token RUN_' }).click();
    const secretField = page.getByLabel('Token gerado');
    await expect(secretField).toHaveValue(/^RUN_/);
    const secret = await secretField.inputValue();
    await page.getByRole('button', { name: 'Copiar token' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await page.evaluate(() => window.localStorage.getItem('onboarding'))).not.toContain(secret);
    await expect(page.getByText('Progresso: 40%')).toBeVisible();

    // configure-ci: GitHub, push + pull requests, fail on high (the defaults).
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { name: '3. Configurar CI' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Gerar arquivo' }).click();
    await expect(page.getByRole('heading', { name: 'Arquivo .github/workflows/vigia.yml' })).toBeVisible();
    const workflow = (await page.locator('.onboarding__file code').textContent()) ?? '';
    expect(workflow).toContain('${{ secrets.VIGIA_TOKEN }}');
    expect(workflow).not.toContain(secret);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar zip' }).click();
    expect((await download).suggestedFilename()).toBe('vigia-ci-github.zip');
    expect(await seriousViolations(page)).toEqual([]);

    // first-scan: waiting, with the manual alternative.
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { name: '4. Primeira varredura' })).toBeVisible();
    await expect(page.getByText(`Aguardando a primeira varredura de ${PROJECT}...`)).toBeVisible();
    await expect(page.getByText(/tar --exclude=\.git -czf - \./)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The workflow's run: steps in a shell, on a repository with one planted high-severity finding.
    const { run, env } = workflowRun(workflow);
    expect(run).toContain('/api/v1/ci/client.sh');
    expect(env).toMatchObject({ VIGIA_FAIL_ON: 'high', VIGIA_SARIF: 'vigia-results.sarif' });
    await mkdir(path.join(repo, 'src'), { recursive: true });
    await writeFile(path.join(repo, 'src', 'handler.js'), 'const express = require("express");\nconst app = express();\napp.get("/u", (req, res) => {\n  eval(req.query.code);\n});\n');
    await writeFile(path.join(repo, 'README.md'), '# conta digital\n');
    const runnerTemp = await mkdtemp(path.join(os.tmpdir(), 'vigia-e2e-runner-'));
    const runnerEnv = { ...env, VIGIA_URL: process.env.E2E_BASE_URL as string, VIGIA_TOKEN: secret, RUNNER_TEMP: runnerTemp, VIGIA_POLL_SECONDS: '2' };

    const failing = await runShell(run, repo, runnerEnv);
    expect(failing.code, failing.output).toBe(1);
    expect(failing.output).toContain('altos 1');
    expect(failing.output).not.toContain(secret);

    const passing = await runShell(run, repo, { ...runnerEnv, VIGIA_FAIL_ON: 'critical' });
    expect(passing.code, passing.output).toBe(0);
    await rm(runnerTemp, { recursive: true, force: true });

    // The wizard sees the first scan (polling, then the live stream) and completes.
    await expect(page.getByText(/^Primeira varredura concluída: 1 achado/)).toBeVisible({ timeout: 45_000 });
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(page.getByRole('heading', { name: '5. Concluído' })).toBeVisible();
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect(page.getByText('Progresso: 100%')).toBeVisible();
    await expect(page.getByText(/^Concluído em /)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
    await rm(repo, { recursive: true, force: true });
  }
});
