// /admin/users: an invitation read from the real SMTP server, accepted in another browser, the
// invitee limited to their project, removed with their open session refused; a batch with a failure; axe.
import type { Page } from '@playwright/test';
import { test, expect, newStackContext, ADMIN_EMAIL } from '../support/fixtures.js';
import { receivedMessages, waitForLink } from '../support/mailbox.js';
import { acceptInvitation } from '../support/invites.js';
import { seriousViolations } from '../support/accessibility.js';

const LAST_ADMIN = 'Dados inválidos: o tenant precisa de ao menos um TENANT_ADMIN ativo';

async function searchUsers(page: Page, text: string): Promise<void> {
  await page.getByLabel('Buscar por nome ou e-mail').fill(text);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
}

test('o convidado com função em um projeto entra só nele e perde a sessão aberta quando o administrador o remove', async ({ adminPage: page, browser }) => {
  const email = `convidada-${Date.now()}@demo.local`;
  const seen = receivedMessages();
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convidar usuário' });
  await dialog.getByLabel('E-mail').fill(email);
  await expect(dialog.getByLabel('Validade do convite (horas)')).toHaveValue('72');
  await dialog.getByRole('combobox', { name: 'Função em API Pix' }).selectOption({ label: 'Analista' });
  await dialog.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite enviado com sucesso!')).toBeVisible();
  await expect(page.getByTestId('pending-invite').filter({ hasText: email })).toBeVisible();

  // The invitee opens the link of the e-mail the real SMTP server received, in their own browser.
  const link = await waitForLink(email, '/auth/invite/accept', seen);
  const inviteeContext = await newStackContext(browser);
  const invitee = await inviteeContext.newPage();
  await invitee.goto(link);
  await invitee.getByLabel('Nome').fill('Convidada E2E');
  await invitee.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(invitee).toHaveURL(/\/welcome$/);
  await invitee.goto('/projects');
  // Their only project is listed (and selected for them); the tenant's other project is not.
  await expect(invitee.getByRole('row', { name: /^API Pix/ })).toBeVisible();
  await expect(invitee.getByRole('row', { name: /Internet Banking/ })).toHaveCount(0);
  await expect(invitee.getByRole('textbox', { name: 'Projeto' })).toHaveValue('API Pix');
  await invitee.goto('/admin/users');
  await expect(invitee.getByText('Acesso negado. Função necessária: TENANT_ADMIN')).toBeVisible();

  // The admin finds the new member with their project role and removes them.
  await page.reload();
  await searchUsers(page, email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('API Pix: Analista');
  await expect(row).toContainText('Ativo');
  await expect(page.getByTestId('pending-invite').filter({ hasText: email })).toHaveCount(0);
  await row.getByRole('button', { name: 'Remover Convidada E2E' }).click();
  await page.getByRole('dialog', { name: 'Remover usuário' }).getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuário removido com sucesso!')).toBeVisible();
  await expect(row).toContainText('Inativo');

  // Their session, still open on /projects, is refused at the next request.
  await invitee.goto('/projects');
  await expect(invitee).toHaveURL(/\/login$/);
  const whoami = await inviteeContext.request.post('/graphql', { data: { query: '{ whoami { user { id } } }' } });
  expect(JSON.stringify(await whoami.json())).not.toContain(email);
  await inviteeContext.close();
});

test('um lote em que um usuário falha informa quem e por quê, e altera os demais', async ({ adminPage: page, adminContext, browser }) => {
  const email = `lote-${Date.now()}@demo.local`;
  const memberContext = await newStackContext(browser);
  await acceptInvitation(adminContext, memberContext, email, 'Membro do Lote');
  await memberContext.close();
  await page.goto('/admin/users');
  await searchUsers(page, email);
  await page.getByRole('checkbox', { name: 'Selecionar Membro do Lote' }).check();
  await searchUsers(page, ADMIN_EMAIL);
  await page.getByRole('checkbox', { name: 'Selecionar Administrador Demo' }).check();
  const bar = page.getByTestId('batch-bar');
  await expect(bar).toContainText('2 usuários selecionados');
  await bar.getByRole('button', { name: 'Desativar' }).click();
  await page.getByRole('dialog', { name: 'Desativar usuários' }).getByRole('button', { name: 'Confirmar' }).click();

  await expect(page.getByText('1 usuários atualizados com sucesso!')).toBeVisible();
  await expect(page.getByText('Erros em 1 usuários')).toBeVisible();
  await expect(page.getByTestId('batch-errors')).toHaveText(`${ADMIN_EMAIL}: ${LAST_ADMIN}`);
  await expect(bar).toContainText('1 usuário selecionado');
  await expect(page.getByTestId('user-row').filter({ hasText: ADMIN_EMAIL })).toContainText('Ativo');
  await searchUsers(page, email);
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toContainText('Inativo');
});

test('axe não encontra violação séria ou crítica em /admin/users, nem com o convite aberto', async ({ adminPage: page }) => {
  await page.goto('/admin/users');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByTestId('pending-invites')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Convidar usuário' }).click();
  await expect(page.getByRole('dialog', { name: 'Convidar usuário' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
