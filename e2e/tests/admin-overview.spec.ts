// /admin on the real stack: health of every dependency, an abusive address blocked (refused by the
// gateway) and unblocked, an alert raised by real failed sign-ins resolved with a reason, and key
// rotation through the confirm dialog; axe on the page and on the dialogs.
import { request, type Page } from '@playwright/test';
import { test, expect } from '../support/fixtures.js';
import { seriousViolations } from '../support/accessibility.js';

const ATTACKER = '203.0.113.50';

/** A client at `address`, through the loopback proxy the gateway trusts. */
async function clientAt(address: string) {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': address } });
}

async function openAdmin(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Observabilidade' })).toBeVisible();
  await expect(page.getByTestId('admin-health-overall')).not.toHaveAttribute('data-status', 'unknown', { timeout: 20_000 });
}

test.describe.configure({ timeout: 120_000 });

test('o administrador vê a saúde de cada dependência, sem violações de acessibilidade', async ({ adminPage: page }) => {
  await openAdmin(page);
  await expect(page.getByTestId('admin-health-overall')).toHaveAttribute('data-status', /^(ok|degraded)$/);
  await expect(page.getByTestId('admin-health-database')).toContainText('Operacional');
  await expect(page.getByTestId('admin-health-storage')).toContainText('livres de');
  // The e2e stack sends mail through a real SMTP server.
  await expect(page.getByTestId('admin-health-smtp')).toContainText('Operacional');
  await expect(page.getByTestId('admin-routes')).toBeVisible();
  await expect(page.getByTestId('admin-memory')).toContainText('heap usado');
  await expect(page.getByTestId('admin-usage-total')).toContainText('unidades de análise');
  await expect(page.getByTestId('admin-security-failedSignIns')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('bloqueia um endereço abusivo, que o gateway passa a recusar, e o desbloqueia', async ({ adminPage: page }, testInfo) => {
  // A retry blocks another address: the first try's may still be on the list.
  const abusiveAddress = `203.0.113.${99 - testInfo.retry}`;
  await openAdmin(page);
  const blocked = page.getByTestId('admin-blocked');
  await blocked.getByLabel('Endereço IP ou bloco CIDR').fill(abusiveAddress);
  await blocked.getByLabel('Motivo').fill('Varredura de portas');
  await blocked.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page.getByText(`Endereço ${abusiveAddress} bloqueado.`)).toBeVisible();
  const row = blocked.getByRole('row', { name: new RegExp(abusiveAddress.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Varredura de portas');
  await expect(row).toContainText('admin@demo.local');

  const abusive = await clientAt(abusiveAddress);
  try {
    // Every process reads the list again within 5 s.
    await expect.poll(async () => (await abusive.get('/')).status(), { timeout: 15_000 }).toBe(403);
    // The administrator's own session still works.
    await page.reload();
    await expect(page.getByTestId('admin-health-overall')).not.toHaveAttribute('data-status', 'unknown', { timeout: 20_000 });

    await page.getByRole('button', { name: `Desbloquear ${abusiveAddress}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(`Endereço ${abusiveAddress} desbloqueado.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Desbloquear ${abusiveAddress}` })).toHaveCount(0);
    await expect.poll(async () => (await abusive.get('/')).status(), { timeout: 15_000 }).toBe(200);
  } finally {
    await abusive.dispose();
  }
});

test('resolve com um motivo o alerta de logins falhos repetidos de um endereço', async ({ adminPage: page }) => {
  const attacker = await clientAt(ATTACKER);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await attacker.post('/graphql', { data: { query: `{ verifyMagicLink(token: "link-falso-${attempt}") { success } }` } });
      expect((await answer.json()).errors).toBeDefined();
    }
  } finally {
    await attacker.dispose();
  }

  await openAdmin(page);
  const alerts = page.getByTestId('admin-alerts');
  const row = alerts.getByTestId('admin-alert-row').filter({ hasText: ATTACKER });
  await expect(row).toContainText('Logins falhos repetidos');
  await row.getByRole('button', { name: 'Resolver o alerta Logins falhos repetidos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolver alerta' });
  await dialog.getByLabel('Motivo').fill(`Endereço ${ATTACKER} bloqueado no firewall`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Resolver alerta' }).click();
  await expect(page.getByText('Alerta resolvido.')).toBeVisible();
  await expect(alerts.getByTestId('admin-alert-row').filter({ hasText: ATTACKER })).toHaveCount(0);

  await alerts.getByLabel('Incluir resolvidos').check();
  await expect(alerts.getByTestId('admin-alert-row').filter({ hasText: ATTACKER })).toContainText(`admin@demo.local`);
  await expect(alerts.getByTestId('admin-alert-row').filter({ hasText: ATTACKER })).toContainText(`Endereço ${ATTACKER} bloqueado no firewall`);
});

test('rotaciona as chaves pelo diálogo de confirmação', async ({ adminPage: page }) => {
  await openAdmin(page);
  await page.getByRole('button', { name: 'Rotacionar chaves' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Rotacionar chaves de assinatura?');
  await expect(dialog).toContainText('A ação fica registrada na auditoria.');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText(/^Chaves rotacionadas\. Nova chave: .+\.$/)).toBeVisible();
  await expect(page.getByTestId('admin-health-signingKey')).toContainText('0 dias de 90 permitidos');
});
