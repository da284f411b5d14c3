// Sign-in by e-mailed magic link, project choice, sidebar navigation and the project guard.
import { test, expect } from '../support/fixtures.js';

test('o administrador entra pelo link recebido por e-mail e vê o app em português', async ({ adminPage: page }) => {
  await page.goto('/welcome');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Administrador Demo!');
  await page.getByRole('link', { name: 'Escolher ou criar um projeto' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('banner')).toContainText('Demo');
  await expect(page.getByRole('button', { name: 'Menu do usuário Administrador Demo' })).toBeVisible();
  await expect(page.getByText('Versão 1.0.0')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
});

test('sem projeto escolhido, /dashboard leva a /projects e volta após a escolha', async ({ adminPage: page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByText('Selecione um projeto para continuar')).toBeVisible();

  await page.getByRole('button', { name: 'Selecionar projeto Internet Banking' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('textbox', { name: 'Projeto' })).toHaveValue('Internet Banking');
  await expect(page.getByTestId('dashboard')).toBeVisible();
});

test('a barra lateral navega pelas páginas e a trilha acompanha o caminho', async ({ adminPage: page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Selecionar projeto API Pix' }).click();
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });

  // link in the sidebar, resulting path, the trail's crumbs (the project sits before its pages)
  const stops: [string, RegExp, string[]][] = [
    ['Artefatos', /\/artifacts$/, ['Início', 'API Pix', 'Artefatos']],
    ['Compliance', /\/compliance$/, ['Início', 'API Pix', 'Compliance']],
    ['Dashboard', /\/dashboard$/, ['Início', 'Dashboard']],
    ['Usuários', /\/admin\/users$/, ['Início', 'Admin', 'Usuários']],
    ['Projetos da administração', /\/admin\/projects$/, ['Início', 'Admin', 'Projetos']],
    ['Tenants', /\/admin\/tenants$/, ['Início', 'Admin', 'Tenants']],
    ['Projetos', /\/projects$/, ['Início', 'Projetos']],
  ];
  for (const [link, url, crumbs] of stops) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(trail.getByRole('listitem')).toHaveText(crumbs);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
