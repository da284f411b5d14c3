// Read-only access by viewer token: validation messages and the session-only guard.
import { test, expect } from '../support/fixtures.js';
import { createProjectToken } from '../support/graphql.js';

test('o login por token valida o formato com as mensagens da especificação', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Token' }).click();
  const field = page.getByLabel('Token de acesso');
  const submit = page.getByRole('button', { name: 'Entrar com token' });

  await field.fill('abc123');
  await submit.click();
  await expect(page.getByText('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_')).toBeVisible();

  await field.fill('VIEW_semformato');
  await submit.click();
  await expect(page.getByText('Formato de token inválido')).toBeVisible();

  await field.fill('VIEW_00000000-0000-4000-8000-000000000000_abcdefghijklmnopqrstuvwxyz012345');
  await submit.click();
  await expect(page.getByText('Token inválido', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('um token de visualização entra só no seu projeto e não acessa páginas de gestão', async ({ adminContext, page }) => {
  const secret = await createProjectToken(adminContext, 'API Pix');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Token' }).click();
  await page.getByLabel('Token de acesso').fill(secret);
  await page.getByRole('button', { name: 'Entrar com token' }).click();
  await expect(page).not.toHaveURL(/\/login$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toContainText('API Pix');
  await expect(page.getByRole('banner')).not.toContainText('Tenant');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Artefatos', 'Compliance']);

  await page.goto('/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Esta página requer login com email. Tokens não são aceitos.')).toBeVisible();
});
