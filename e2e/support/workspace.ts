// Setup shared by the specs that work inside one project.
import type { Page } from '@playwright/test';
import { expect, newStackContext, test } from './fixtures.js';
import { projectWithFindings } from './scans.js';

/** Selects the project through /projects, as a user does (its search, then "Selecionar"). */
export async function selectProject(page: Page, name: string): Promise<void> {
  await page.goto('/projects');
  await page.getByLabel('Buscar projetos').fill(name);
  // The search reaches the URL (and the server) once typing pauses: wait for it, so that no
  // pending search of /projects is still to be written when the test goes on to the next page.
  await expect(page).toHaveURL(/[?&]q=/);
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
