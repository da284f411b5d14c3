// The browser's request rules and gestures (spec §4, §9) on the real stack: the request policy
// retries a query answered 5xx but not a mutation (a POST), a tab that regains focus refetches
// stale data, and a swipe pages the findings list on a 390 px touch screen.
import type { CDPSession, Page } from '@playwright/test';
import { test, expect, newStackContext } from '../support/fixtures.js';
import { isGraphQL, operationOf } from '../support/graphql.js';
import { seedProjectWithFindings, selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';

const PROJECT = `Conta Digital ${Date.now()}`;

seedProjectWithFindings(PROJECT);

/**
 * Answers the first request of `operationName` on /graphql with a 503 (network shaping: the
 * gateway never sees it); every other request goes to the real stack. Returns how many requests
 * of that operation the page made.
 */
async function failOnce(page: Page, operationName: string): Promise<() => number> {
  let seen = 0;
  await page.route(isGraphQL, async (route) => {
    if (operationOf(route.request())?.operationName !== operationName) return route.fallback();
    seen += 1;
    if (seen === 1) return route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
    return route.fallback();
  });
  return () => seen;
}

/** Counts the page's requests of one GraphQL operation. */
function countOperation(page: Page, operationName: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (operationOf(request)?.operationName === operationName) count += 1;
  });
  return () => count;
}

async function openDashboard(page: Page): Promise<void> {
  await selectProject(page, PROJECT);
  await page.goto('/dashboard');
  await expect(page.getByTestId('finding-row').first()).toBeVisible();
}

test('uma consulta respondida com 503 é repetida e a página mostra os dados; uma mutação (POST) não é repetida', async ({ adminPage: page }) => {
  await selectProject(page, PROJECT);
  const dashboardCalls = await failOnce(page, 'DashboardFindings');
  await page.goto('/dashboard');
  await expect(page.getByTestId('finding-row')).toHaveCount(50);
  await expect(page.getByTestId('dashboard-error')).toHaveCount(0);
  expect(dashboardCalls()).toBe(2);

  const name = `Pagamentos ${Date.now()}`;
  const createCalls = await failOnce(page, 'CreateProject');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Novo projeto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Descrição').fill('Pix e boletos');
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  // The 503 reaches the form as it is: one request, no retry behind the user's back.
  await expect(dialog.getByRole('alert')).toBeVisible();
  expect(createCalls()).toBe(1);
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  await expect(dialog).toBeHidden();
  expect(createCalls()).toBe(2);
});

test('ao voltar o foco à aba, os dados velhos são buscados de novo', async ({ adminPage: page }) => {
  await page.clock.install();
  await openDashboard(page);
  const dashboardCalls = countOperation(page, 'DashboardFindings');
  // Past the dashboard's freshness (120 s) the next focus refetches the page on screen.
  await page.clock.fastForward('02:05');
  // Headless Chromium never moves window focus between tabs, so the tab leaving and regaining
  // focus is the pair of events a browser fires then.
  await page.evaluate(() => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
  await expect.poll(dashboardCalls).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('finding-row')).toHaveCount(50);
});

/** A one-finger drag through Chromium's touch input (real touch events, as a phone sends them). */
async function drag(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const steps = 8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= steps; i += 1) {
    const point = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** How far the findings table scrolls sideways (0: it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const wrapper = document.querySelector('[data-testid="findings-table"] .p-datatable-wrapper')!;
    return wrapper.scrollWidth - wrapper.clientWidth;
  });

test('a tabela de achados cabe em 1440 px e vira cartões em 390 px, sem violação do axe', async ({ browser, adminCookies }) => {
  for (const width of [1440, 390]) {
    const context = await newStackContext(browser, { viewport: { width, height: 900 } });
    await context.addCookies(adminCookies);
    const page = await context.newPage();
    await openDashboard(page);
    expect(await sidewaysScroll(page)).toBe(0);
    const layout = await page.getByTestId('finding-row').first().evaluate((row) => getComputedStyle(row).display);
    expect(layout).toBe(width < 768 ? 'grid' : 'table-row');
    expect(await seriousViolations(page), `${width}px`).toEqual([]);
    await context.close();
  }
});

test.describe('em 390 px com toque', () => {
  test('deslizar a lista de achados para a esquerda vai à próxima página e para a direita volta', async ({ browser, adminCookies }) => {
    const context = await newStackContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addCookies(adminCookies);
    const page = await context.newPage();
    await openDashboard(page);
    const rows = page.getByTestId('finding-row');
    await expect(rows).toHaveCount(50);
    const cdp = await context.newCDPSession(page);

    /** The middle of a finding card, scrolled into view. */
    const middleOf = async (index: number) => {
      const card = rows.nth(index);
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      return box.y + box.height / 2;
    };

    let y = await middleOf(2);
    await drag(cdp, { x: 320, y }, { x: 200, y: y + 8 });
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows).toHaveCount(10);

    // A vertical scroll that drifts sideways (60 px) does not page.
    y = await middleOf(5);
    await drag(cdp, { x: 260, y }, { x: 200, y: y - 200 });
    await expect(rows).toHaveCount(10);
    await expect(page).toHaveURL(/[?&]page=2/);

    y = await middleOf(1);
    await drag(cdp, { x: 80, y }, { x: 220, y });
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(rows).toHaveCount(50);
    await context.close();
  });

  test('puxar o topo da página para baixo além de 80 px atualiza os dados com um indicador', async ({ browser, adminCookies }) => {
    const context = await newStackContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addCookies(adminCookies);
    const page = await context.newPage();
    await openDashboard(page);
    const dashboardCalls = countOperation(page, 'DashboardFindings');
    await page.evaluate(() => window.scrollTo(0, 0));
    const cdp = await context.newCDPSession(page);
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (finish = resolve));
    // Hold the refetch (network shaping only) so the indicator can be seen while it runs.
    await page.route(isGraphQL, async (route) => {
      if (operationOf(route.request())?.operationName === 'DashboardFindings') await held;
      return route.fallback();
    });
    await drag(cdp, { x: 195, y: 200 }, { x: 195, y: 320 });
    await expect(page.getByTestId('pull-to-refresh')).toHaveText('Atualizando...');
    finish();
    await expect(page.getByTestId('pull-to-refresh')).toHaveText('');
    expect(dashboardCalls()).toBeGreaterThanOrEqual(1);
    await context.close();
  });
});
