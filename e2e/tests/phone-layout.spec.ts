// Every route of spec §2 at 390×844 (a phone), as the role that uses it: the page never scrolls
// sideways (wide tables scroll inside their own box or become cards), and axe finds no serious
// violation. The admin's own actions (a project, its tokens, a pending invite with a long e-mail)
// give the audit tab, the users page and the tenants page real rows to lay out.
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, newStackContext, signInByEmail, ANALYST_EMAIL } from '../support/fixtures.js';
import { findProject, graphql } from '../support/graphql.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Celular Cobrança Recorrente com Nome Longo ${Date.now()}`;
const LONG_INVITE = `responsavel.seguranca.da.informacao.${Date.now()}@financeira-exemplo-com-nome-longo.com.br`;

test.use({ viewport: { width: 390, height: 844 } });
seedProjectWithFindings(PROJECT);

test.beforeAll(async ({ browser, adminCookies }) => {
  const context = await newStackContext(browser);
  await context.addCookies(adminCookies);
  const { tenantId } = await findProject(context, PROJECT);
  await graphql(context, 'mutation Invite($t: UUID, $input: InviteRequestInput) { invite(tenantId: $t, input: $input) { id } }', {
    t: tenantId,
    input: { email: LONG_INVITE, roles: ['VIEWER'] },
  });
  await context.close();
});

/** How wide the document is against the viewport, and which elements stick out of it (for the message). */
async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    // An element inside a box that scrolls or clips on its own does not widen the page (unless it
    // is absolutely placed against a block outside that box: then it is listed).
    const clipped = (el: Element): boolean => {
      if (getComputedStyle(el).position === 'absolute') return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5 && !clipped(el))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${Array.from(el.classList).join('.')} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}


/** Opens `path`, waits for what shows the page is drawn, then checks width and accessibility. */
async function expectFitsPhone(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
  const { scrollWidth, clientWidth, culprits } = await sidewaysOverflow(page);
  expect.soft(scrollWidth, `${path} rola para o lado; passam da tela: ${culprits.join('; ')}`).toBeLessThanOrEqual(clientWidth);
  expect.soft(await seriousViolations(page), `${path}: violações do axe`).toEqual([]);
}

const ROUTES_BEFORE_SIGN_IN: [string, (page: Page) => Locator][] = [
  ['/login', (p) => p.getByRole('button', { name: 'Enviar link de acesso' })],
  ['/signup', (p) => p.getByRole('heading', { level: 1 })],
  ['/auth/callback', (p) => p.getByRole('link', { name: /login/i })],
  ['/auth/invite/accept', (p) => p.getByRole('heading', { level: 1 })],
  ['/pagina-que-nao-existe', (p) => p.getByRole('heading', { level: 1 })],
];

test('sem sessão: login, cadastro, retorno do link, convite e página inexistente cabem em 390 px', async ({ page }) => {
  for (const [path, ready] of ROUTES_BEFORE_SIGN_IN) await expectFitsPhone(page, path, ready);
});

test('o administrador: boas-vindas, onboarding, projetos, dashboard, artefatos, compliance e todo o admin cabem em 390 px', async ({ adminPage: page }) => {
  test.setTimeout(360_000);
  await selectProject(page, PROJECT);
  await expect(page.getByText(`Projeto ${PROJECT} selecionado`)).toBeVisible();

  const routes: [string, (page: Page) => Locator][] = [
    ['/welcome', (p) => p.getByRole('heading', { level: 1 })],
    ['/onboarding', (p) => p.getByRole('heading', { level: 1 })],
    ['/projects', (p) => p.getByRole('button', { name: /Selecionar projeto|Projeto .* selecionado/ })],
    ['/dashboard', (p) => p.getByTestId('finding-row')],
    ['/artifacts', (p) => p.getByTestId('artifact-row')],
    ['/compliance', (p) => p.getByTestId('compliance-summary')],
    ['/admin', (p) => p.getByTestId('admin-usage-table')],
    ['/admin/users', (p) => p.getByTestId('pending-invite').filter({ hasText: LONG_INVITE.slice(0, 12) })],
    ['/admin/projects', (p) => p.getByText(PROJECT)],
    ['/admin/tenants', (p) => p.getByTestId('admin-tenant-row')],
    ['/admin/tenants/audit', (p) => p.getByTestId('audit-row')],
  ];
  for (const [path, ready] of routes) await expectFitsPhone(page, path, ready);

  // The top bar's menus open inside the screen too.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(390);
});

async function analystPage(browser: Browser): Promise<Page> {
  const context = await newStackContext(browser, { viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInByEmail(page, ANALYST_EMAIL);
  return page;
}

test('o analista: boas-vindas, projetos e dashboard cabem em 390 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await analystPage(browser);
  await expectFitsPhone(page, '/welcome', (p) => p.getByRole('heading', { level: 1 }));
  // The analyst's first project is selected on sign-in.
  await expectFitsPhone(page, '/projects', (p) => p.getByRole('button', { name: /Selecionar projeto|Projeto .* selecionado/ }));
  await expectFitsPhone(page, '/dashboard', (p) => p.getByRole('heading', { level: 1 }));
  await page.context().close();
});
