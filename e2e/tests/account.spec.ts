// Perfil and Configurações of the user menu: the display name, and the user's own sessions with "Encerrar".
import { test, expect, newStackContext, signInByEmail } from '../support/fixtures.js';
import { acceptInvitation } from '../support/invites.js';
import { seriousViolations } from '../support/accessibility.js';

test('o usuário encerra a sua outra sessão em Configurações e muda o nome em Perfil', async ({ adminContext, browser }) => {
  const email = `conta-${Date.now()}@demo.local`;
  // First session: the one the invitation opened. Second: a sign-in by e-mail in another browser.
  const first = await newStackContext(browser);
  await acceptInvitation(adminContext, first, email, 'Conta E2E');
  const firstPage = await first.newPage();
  await firstPage.goto('/projects');
  await expect(firstPage.getByRole('button', { name: 'Menu do usuário Conta E2E' })).toBeVisible();

  const second = await newStackContext(browser);
  const page = await second.newPage();
  await signInByEmail(page, email);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Menu do usuário Conta E2E' }).click();
  await page.getByRole('menuitem', { name: 'Configurações' }).click();
  const settings = page.getByRole('dialog', { name: 'Configurações' });
  const sessions = settings.getByTestId('my-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'Sessão atual' })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await sessions.filter({ hasNotText: 'Sessão atual' }).getByRole('button', { name: /^Encerrar sessão/ }).click();
  await expect(page.getByText('Sessão encerrada')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  // The other browser is signed out at its next request.
  await firstPage.goto('/dashboard');
  await expect(firstPage).toHaveURL(/\/login$/);

  await settings.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Menu do usuário Conta E2E' }).click();
  await page.getByRole('menuitem', { name: 'Perfil' }).click();
  const profile = page.getByRole('dialog', { name: 'Perfil' });
  await profile.getByLabel('Nome de exibição').fill('Conta Renomeada');
  await profile.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(profile.getByText('Nome atualizado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu do usuário Conta Renomeada' })).toBeVisible();
  await first.close();
  await second.close();
});
