// Managing projects on /projects: create with validation, search, deactivate through the confirm dialog.
import { test, expect } from '../support/fixtures.js';

test('o administrador cria, encontra e desativa um projeto', async ({ adminPage: page }) => {
  const name = `Open Finance ${Date.now()}`;
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Novo projeto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill(name);
  await dialog.getByLabel('Descrição').fill('APIs de compartilhamento de dados do Open Finance');
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar projetos').fill('Open Finance');
  await expect(page.getByRole('button', { name: `Selecionar projeto ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Selecionar projeto Internet Banking' })).toHaveCount(0);

  await page.getByRole('button', { name: `Desativar projeto ${name}` }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: `Selecionar projeto ${name}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Inativos' }).click();
  await expect(page.getByRole('button', { name: `Reativar projeto ${name}` })).toBeVisible();
});

test('criar projeto sem descrição mostra o erro do campo e não fecha o diálogo', async ({ adminPage: page }) => {
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Novo projeto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome').fill('Sem descrição');
  await dialog.getByRole('button', { name: 'Criar projeto' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Informe a descrição do projeto')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByLabel('Buscar projetos').fill('Sem descrição');
  await expect(page.getByRole('button', { name: 'Selecionar projeto Sem descrição' })).toHaveCount(0);
});
