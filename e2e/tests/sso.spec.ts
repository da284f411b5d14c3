// Single sign-on with OpenID Connect (issue 32) in Chromium, against a real OpenID provider started
// on loopback by the spec (oidc-provider, its own sign-in and consent pages): a fresh administrator
// connects the tenant to the provider in /admin/tenants, then a person of the allowed domain who has
// no account yet chooses "Entrar com SSO" on /login, signs in at the provider and lands in the app,
// created with the tenant's default role.
import { startIdentityProvider, type TestIdentityProvider } from '@vigia/test-support/identity-provider';
import { test, expect, newStackContext } from '../support/fixtures.js';
import { receivedMessages, waitForLink } from '../support/mailbox.js';

const stamp = Date.now();
const domain = `sso-${stamp}.example`;
let idp: TestIdentityProvider;

test.beforeAll(async () => {
  idp = await startIdentityProvider({
    redirectUri: `${process.env.E2E_BASE_URL}/auth/sso/callback`,
    accounts: { luiza: { email: `luiza@${domain}`, emailVerified: true, name: 'Luiza Prado' } },
  });
});
test.afterAll(async () => {
  await idp?.close();
});

test('o administrador conecta o tenant ao provedor e uma pessoa do domínio entra com SSO', async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `admin@${domain}`;
  const tenant = `Banco SSO ${stamp}`;
  const first = await newStackContext(browser);
  const admin = await first.newPage();
  const seen = receivedMessages();
  await admin.goto('/signup');
  await admin.getByLabel('Nome').fill('Marta Rocha');
  await admin.getByLabel('E-mail').fill(email);
  await admin.getByLabel('Organização').fill(tenant);
  await admin.getByRole('button', { name: 'Criar conta' }).click();
  await expect(admin.getByText(/Conta criada/)).toBeVisible();
  await admin.goto(await waitForLink(email, '/auth/callback', seen));
  await expect(admin).toHaveURL(/\/welcome$/);

  await admin.goto('/admin/tenants');
  await admin.getByRole('button', { name: `Login único (SSO) do tenant ${tenant}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Login único (SSO) de ${tenant}` });
  await dialog.getByLabel('Ativar o login único (OpenID Connect)').check();
  await dialog.getByLabel('Emissor (issuer)').fill(idp.issuer);
  await dialog.getByLabel('ID do cliente (client id)').fill(idp.clientId);
  await dialog.getByLabel('Segredo do cliente (client secret)').fill(idp.clientSecret);
  await dialog.getByLabel('Domínios de e-mail permitidos').fill(domain);
  await dialog.getByLabel('Função de quem entra pela primeira vez').selectOption('ANALYST');
  await dialog.getByLabel('Criar a conta automaticamente no primeiro acesso (just-in-time)').check();
  await expect(dialog.getByTestId('sso-redirect-uri')).toHaveText(`${process.env.E2E_BASE_URL}/auth/sso/callback`);
  await dialog.getByRole('button', { name: 'Salvar login único' }).click();
  await expect(admin.getByText(`Login único do tenant ${tenant} salvo.`)).toBeVisible();
  await first.close();

  const second = await newStackContext(browser);
  const page = await second.newPage();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com SSO' }).click();
  await page.getByLabel('E-mail corporativo').fill(`luiza@${domain}`);
  await page.getByRole('button', { name: 'Continuar com SSO' }).click();
  // The provider's own pages: sign-in, then consent.
  await page.waitForURL((url) => url.origin === idp.issuer);
  await page.locator('input[name="login"]').fill('luiza');
  await page.locator('input[name="password"]').fill('qualquer');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const whoami = await page.evaluate(async () => (await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ whoami { user { email roles } } }' }),
  })).json());
  expect(whoami.data.whoami.user).toEqual({ email: `luiza@${domain}`, roles: ['ANALYST'] });
  await second.close();
});
