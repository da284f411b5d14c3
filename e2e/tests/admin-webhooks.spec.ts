// /admin/webhooks (issue 32): the administrator creates a webhook to a real HTTP receiver on
// loopback, keeps the secret shown once, a scan delivers a signed scan.completed that verifies with
// that secret, the delivery log shows it, "Reenviar" sends it again. axe on the page and dialogs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test, expect } from '../support/fixtures.js';
import { projectWithFindings } from '../support/scans.js';
import { seriousViolations } from '../support/accessibility.js';


/** docs/webhooks.md's verification snippet. */
function signatureValid(secret: string, rawBody: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  return Math.abs(Date.now() / 1000 - Number(parts.t)) <= 300 && expected.length === parts.v1.length && timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1));
}

test('o administrador cadastra um webhook, recebe um scan.completed assinado, vê o log de entregas e reenvia', async ({ adminPage: page, adminContext }) => {
  test.setTimeout(180_000);
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/vigia`;
  const name = `SIEM ${Date.now()}`;
  try {
    await page.goto('/admin/webhooks');
    // The page's chunk comes with the route: on a busy machine it can take a while.
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Novo webhook' }).click();
    const create = page.getByRole('dialog', { name: 'Novo webhook' });
    await create.getByLabel('Nome').fill(name);
    await create.getByLabel('Endereço (https://)').fill(url);
    await create.getByLabel('Scan concluído').check();
    expect(await seriousViolations(page)).toEqual([]);
    await create.getByRole('button', { name: 'Criar webhook' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Segredo de assinatura' });
    await expect(secretDialog.getByText(/não será mostrado de novo/)).toBeVisible();
    const secret = (await secretDialog.getByTestId('webhook-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(await seriousViolations(page)).toEqual([]);
    await secretDialog.getByRole('button', { name: 'Concluído' }).click();
    const row = page.getByTestId('webhook-row').filter({ has: page.getByRole('rowheader', { name }) });
    await expect(row).toContainText('Ativo');
    await expect(page.getByText(secret)).toHaveCount(0);

    await projectWithFindings(adminContext, `Webhooks ${Date.now()}`);
    await expect.poll(() => received.filter((r) => r.headers['x-vigia-event'] === 'scan.completed').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    const first = received.find((r) => r.headers['x-vigia-event'] === 'scan.completed');
    expect(signatureValid(secret, first?.body ?? '', String(first?.headers['x-vigia-signature']))).toBe(true);

    await row.getByRole('button', { name: `Ver as entregas de ${name}` }).click();
    const log = page.getByRole('dialog', { name: `Entregas de ${name}` });
    const delivery = log.getByTestId('webhook-delivery-row').first();
    await expect(delivery).toContainText('Entregue');
    await expect(delivery).toContainText('204');
    await expect(delivery).toContainText('Tentativa 1: 204');
    expect(await seriousViolations(page)).toEqual([]);
    await delivery.getByRole('button', { name: /Reenviar a entrega de/ }).click();
    await expect(page.getByText('Entrega reenviada.')).toBeVisible();
    await expect.poll(() => received.filter((r) => r.headers['x-vigia-event'] === 'scan.completed').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const replayed = received.filter((r) => r.headers['x-vigia-event'] === 'scan.completed')[1];
    expect(JSON.parse(replayed?.body ?? '{}').id).toBe(JSON.parse(first?.body ?? '{}').id);
    await expect(log.getByTestId('webhook-delivery-row')).toHaveCount(2);
    await expect(log.getByText('(reenvio)')).toBeVisible();
  } finally {
    receiver.close();
  }
});
