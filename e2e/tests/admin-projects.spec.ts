// /admin/projects end to end: the administrator creates a project and a RUN token on the page (the
// secret is shown once), a CI job starts a scan with that token through curl (the README's form),
// the administrator revokes the token and the same curl is refused with 401 and the Portuguese
// message, and signing in with it on /login says it was revoked. axe finds no serious or critical violation on the page.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, expect } from '../support/fixtures.js';
import { findProject } from '../support/graphql.js';
import { seriousViolations } from '../support/accessibility.js';

const sampleService = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/sample-service');
const run = promisify(execFile);


/** The README's upload, run in a shell in the sample service; answers the HTTP status and body (no -f: the refusal's body is read). */
async function curlScan(token: string, projectId: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const command =
    'tar --exclude=.git -czf - . | curl -sS -X POST "$VIGIA_URL/api/v1/scans" -H "Authorization: Bearer $VIGIA_TOKEN" ' +
    '-F "file=@-;filename=source.tar.gz" -F "projectId=$VIGIA_PROJECT" -w "\\n%{http_code}"';
  const { stdout } = await run('bash', ['-c', command], {
    cwd: sampleService,
    env: { ...process.env, VIGIA_URL: process.env.E2E_BASE_URL ?? '', VIGIA_TOKEN: token, VIGIA_PROJECT: projectId },
  });
  const lines = stdout.trimEnd().split('\n');
  const status = Number(lines.pop());
  return { status, body: JSON.parse(lines.join('\n')) as Record<string, unknown> };
}

test('o administrador cria um token RUN_ em /admin/projects, o CI envia uma análise com curl e, revogado, o token recebe 401', async ({ adminContext, adminPage: page, browser }) => {
  test.setTimeout(90_000);
  const name = `Cartões ${Date.now()}`;
  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { name: 'Administração de projetos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Acesso e tokens do projeto Internet Banking' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Create: name and description are required.
  await page.getByRole('button', { name: 'Novo projeto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo projeto' });
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  await expect(dialog.getByText('Informe a descrição do projeto')).toBeVisible();
  await dialog.getByLabel('Descrição').fill('Emissão e gestão de cartões');
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Projeto ${name} criado com sucesso!`)).toBeVisible();

  await page.getByLabel('Buscar projetos').fill('Cartões');
  await page.getByRole('button', { name: `Acesso e tokens do projeto ${name}` }).click();
  const details = page.getByRole('region', { name: `Projeto ${name}` });
  const access = details.getByRole('region', { name: 'Quem tem acesso' });
  await expect(access.getByRole('row', { name: /admin@demo\.local/ })).toContainText('Administrador do tenant');
  const tokens = details.getByRole('region', { name: 'Tokens do projeto' });
  await expect(tokens.getByText('Nenhum token neste projeto. Crie um token para o CI ou para leitura.')).toBeVisible();

  // A RUN token with the default 90 days; its secret is shown once.
  await tokens.getByRole('button', { name: 'Novo token' }).click();
  const create = page.getByRole('dialog', { name: 'Novo token' });
  await create.getByLabel('Nome do token').fill('CI cartões');
  await create.getByRole('button', { name: 'Execução' }).click();
  await expect(create.getByLabel('Validade (dias)')).toHaveValue('90');
  await create.getByRole('button', { name: 'Criar token' }).click();
  const shown = page.getByRole('dialog', { name: 'Token CI cartões' });
  const secretField = shown.getByLabel('Token gerado');
  await expect(secretField).toHaveValue(/^RUN_[0-9a-f-]{36}_[0-9a-f]{64}$/);
  const secret = await secretField.inputValue();
  await expect(shown.getByText(/mostrado uma única vez/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shown.getByRole('button', { name: 'Já copiei' }).click();
  await expect(shown).toBeHidden();
  const row = tokens.getByRole('row', { name: /CI cartões/ });
  await expect(row).toContainText('Execução');
  await expect(row).toContainText('Ativo');
  await expect(row).toContainText('Administrador Demo');
  await expect(row).toContainText(secret.slice(0, secret.lastIndexOf('_') + 5));
  expect(await page.content()).not.toContain(secret);
  expect(await seriousViolations(page)).toEqual([]);

  // The CI job starts a scan with the token.
  const { projectId } = await findProject(adminContext, name);
  const accepted = await curlScan(secret, projectId);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
  expect(accepted.body).toMatchObject({ projectId, scanId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  // Revoked through the confirm dialog: the same curl is refused at once, with the message, and no data.
  await row.getByRole('button', { name: 'Revogar token CI cartões' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revogar token' });
  await expect(confirm).toContainText('O token deixa de funcionar imediatamente');
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Token CI cartões revogado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Revogado');
  await expect(row.getByRole('button')).toHaveCount(0);

  const refused = await curlScan(secret, projectId);
  expect(refused).toEqual({ status: 401, body: { code: 'TOKEN_REVOKED', message: 'Token revogado. Peça um novo token ao administrador do tenant.' } });

  // Signing in to the web app with the revoked token says why it is refused.
  const visitor = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR' });
  const login = await visitor.newPage();
  await login.goto('/login');
  await login.getByRole('tab', { name: 'Token' }).click();
  await login.getByLabel('Token de acesso').fill(secret);
  await login.getByRole('button', { name: 'Entrar com token' }).click();
  await expect(login.getByText('Token revogado. Peça um novo token ao administrador do tenant.')).toBeVisible();
  await expect(login).toHaveURL(/\/login$/);
  await visitor.close();
});
