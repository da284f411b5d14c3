// The TOTP second factor (issue 32) in Chromium: a fresh administrator's tenant asks its
// administrators for a second factor; the next sign-in stops at the code (spec §4 mfa_required),
// enrols an authenticator with the QR code, keeps the recovery codes, and a later sign-in is
// completed with a code computed from the enrolled secret, as an authenticator app would.
import { Secret, TOTP } from 'otpauth';
import { test, expect, newStackContext } from '../support/fixtures.js';
import { receivedMessages, waitForLink } from '../support/mailbox.js';
import type { Page } from '@playwright/test';

/** The code an authenticator app shows for the secret at `at` (ms). */
const codeOf = (secret: string, at: number): string =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** Requests a link on /login and opens it; the page lands on the callback. */
async function openLink(page: Page, email: string): Promise<void> {
  const seen = receivedMessages();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText(`Link de acesso enviado para ${email}`)).toBeVisible();
  await page.goto(await waitForLink(email, '/auth/callback', seen));
}

test('um tenant que exige segundo fator dos administradores: cadastro do autenticador e entrada com o código', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `mfa-${stamp}@banco.example`;
  const tenant = `Banco MFA ${stamp}`;
  // A fresh administrator and tenant: the seeded Demo stays without a policy for the other specs.
  const first = await newStackContext(browser);
  const page = await first.newPage();
  const seen = receivedMessages();
  await page.goto('/signup');
  await page.getByLabel('Nome').fill('Renata Lopes');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Organização').fill(tenant);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText(/Conta criada/)).toBeVisible();
  await page.goto(await waitForLink(email, '/auth/callback', seen));
  await expect(page).toHaveURL(/\/welcome$/);

  await page.goto('/admin/tenants');
  await page.getByRole('button', { name: `Editar tenant ${tenant}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar tenant ${tenant}` });
  await edit.getByLabel('Segundo fator (aplicativo autenticador)').selectOption('ADMINS');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText(`Tenant ${tenant} atualizado.`)).toBeVisible();
  await first.close();

  // Next sign-in: the link alone does not open the app; the administrator enrols an authenticator.
  const second = await newStackContext(browser);
  const enrolling = await second.newPage();
  await openLink(enrolling, email);
  await expect(enrolling.getByRole('heading', { name: 'Verificação adicional necessária' })).toBeVisible();
  await expect(enrolling.getByText(/Sua organização exige um segundo fator/)).toBeVisible();
  await enrolling.getByRole('button', { name: 'Configurar aplicativo autenticador' }).click();
  await expect(enrolling.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toBeVisible();
  const secret = (await enrolling.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await enrolling.getByLabel('Código do aplicativo autenticador').fill(codeOf(secret, Date.now()));
  await enrolling.getByRole('button', { name: 'Confirmar código' }).click();
  const codes = enrolling.getByTestId('mfa-recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await enrolling.getByRole('button', { name: 'Guardei os códigos, continuar' }).click();
  await expect(enrolling).toHaveURL(/\/welcome$/);
  await expect(enrolling.getByRole('heading', { level: 1 })).toHaveText('Olá, Renata Lopes!');
  await second.close();

  // A later sign-in asks for the code; a wrong one is refused, the app's code lets the person in.
  const third = await newStackContext(browser);
  const signing = await third.newPage();
  await openLink(signing, email);
  await expect(signing.getByText('Informe o código do aplicativo autenticador para concluir a entrada.')).toBeVisible();
  const wrong = codeOf(secret, Date.now() + 30_000) === '000000' ? '111111' : '000000';
  await signing.getByLabel('Código do aplicativo autenticador').fill(wrong);
  await signing.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(signing.getByText(/Código inválido ou já utilizado/)).toBeVisible();
  // The next 30-second step: the step used at enrolment is spent, this one is new.
  await signing.getByLabel('Código do aplicativo autenticador').fill(codeOf(secret, Date.now() + 30_000));
  await signing.getByRole('button', { name: 'Confirmar código' }).click();
  await expect(signing).toHaveURL(/\/welcome$/);
  await third.close();
});
