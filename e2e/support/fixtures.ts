// Playwright fixtures: signed-in pages for the seeded users. Magic links are rate-limited per
// e-mail, so the administrator signs in once per worker and the session cookies are reused.
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { receivedMessages, waitForLink } from './mailbox.js';

export const ADMIN_EMAIL = 'admin@demo.local';
export const ANALYST_EMAIL = 'analyst@demo.local';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/** Requests a magic link on /login, opens the e-mailed link, waits for the signed-in app; returns the link. */
export async function signInByEmail(page: Page, email: string): Promise<string> {
  const seen = receivedMessages();
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link de acesso' }).click();
  await expect(page.getByText(`Link de acesso enviado para ${email}`)).toBeVisible();
  const link = await waitForLink(email, '/auth/callback', seen);
  await page.goto(link);
  await expect(page).toHaveURL(/\/welcome$/);
  return link;
}

/** A context on the running stack; worker fixtures do not get the config's `use` options. */
export function newStackContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...options });
}

async function signedInCookies(browser: Browser, email: string): Promise<Cookies> {
  const context = await newStackContext(browser);
  const page = await context.newPage();
  await signInByEmail(page, email);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

export const test = base.extend<{ adminContext: BrowserContext; adminPage: Page }, { adminCookies: Cookies }>({
  adminCookies: [async ({ browser }, use) => use(await signedInCookies(browser, ADMIN_EMAIL)), { scope: 'worker' }],
  adminContext: async ({ browser, adminCookies }, use) => {
    // A fresh context per test: the session is shared, the workspace (localStorage) is not.
    const context = await newStackContext(browser);
    await context.addCookies(adminCookies);
    await use(context);
    await context.close();
  },
  adminPage: async ({ adminContext }, use) => use(await adminContext.newPage()),
});

export { expect };
