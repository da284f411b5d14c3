// Under 1024 px the sidebar is a drawer that closes after a link.
import { test, expect } from '../support/fixtures.js';

test.use({ viewport: { width: 390, height: 844 } });

test('em 390 px o menu abre como gaveta e fecha após escolher um link', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeHidden();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Tenants' }).click();
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await expect(nav).toBeHidden();
});
