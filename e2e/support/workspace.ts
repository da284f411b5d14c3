// Setup shared by the specs that work inside one project.
import type { Page } from '@playwright/test';
import { newStackContext, test } from './fixtures.js';
import { projectWithFindings } from './scans.js';

/** Selects the project through /projects, as a user does (its search, then "Selecionar"). */
export async function selectProject(page: Page, name: string): Promise<void> {
  await page.goto('/projects');
  await page.getByLabel('Buscar projetos').fill(name);
  await page.getByRole('button', { name: `Selecionar projeto ${name}` }).click();
}

/** Registers a beforeAll that creates `name` with a completed scan of the known findings (projectWithFindings). */
export function seedProjectWithFindings(name: string): void {
  test.beforeAll(async ({ browser, adminCookies }) => {
    test.setTimeout(120_000);
    const context = await newStackContext(browser);
    await context.addCookies(adminCookies);
    await projectWithFindings(context, name);
    await context.close();
  });
}
