// /admin/tenants and its "Auditoria" (issue 13): a newly signed-up administrator creates a second
// tenant, renames it, sets its monthly quota and Banco Central regime, finds those changes in the
// audit view filtered by action, exports them as CSV and deactivates the tenant through the confirm
// dialog. /compliance shows the regime read-only, with the way to /admin/tenants. axe on both pages.
import { readFile } from 'node:fs/promises';
import { newStackContext, test, expect } from '../support/fixtures.js';
import { receivedMessages, waitForLink } from '../support/mailbox.js';
import { findProject, graphql } from '../support/graphql.js';
import { waitForScans } from '../support/scans.js';
import { selectProject } from '../support/workspace.js';
import { seriousViolations } from '../support/accessibility.js';


test('o administrador cria, renomeia, muda cota e regime de um tenant, vê tudo na Auditoria, exporta o CSV e desativa o tenant', async ({ browser }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const email = `admin-${stamp}@corretora.example`;
  const name = `Corretora ${stamp}`;
  // A fresh administrator: the seeded admin's tenants stay as the other specs expect them.
  const context = await newStackContext(browser);
  const page = await context.newPage();
  try {
    const seen = receivedMessages();
    await page.goto('/signup');
    await page.getByLabel('Nome').fill('Carla Mendes');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Organização').fill(`Banco ${stamp}`);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText(/Conta criada/)).toBeVisible();
    await page.goto(await waitForLink(email, '/auth/callback', seen));
    await expect(page).toHaveURL(/\/welcome$/);

    await page.goto('/admin/tenants');
    await expect(page.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: new RegExp(`Banco ${stamp}`) })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Create.
    await page.getByRole('button', { name: 'Novo tenant' }).click();
    const create = page.getByRole('dialog', { name: 'Novo tenant' });
    await create.getByLabel('Nome').fill(name);
    await create.getByRole('button', { name: 'Criar tenant' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByText(`Tenant ${name} criado.`)).toBeVisible();
    const row = page.getByTestId('admin-tenant-row').filter({ has: page.getByRole('rowheader', { name: name }) });
    await expect(row).toContainText('Ativo');

    // Rename, quota in units and regime in one edit.
    await page.getByRole('button', { name: `Editar tenant ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar tenant ${name}` });
    await edit.getByLabel('Nome').fill(`${name} S.A.`);
    await edit.getByLabel('Cota mensal (unidades)').fill('250.000');
    await edit.getByLabel('Regime do Banco Central').selectOption('BCB_85');
    expect(await seriousViolations(page)).toEqual([]);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    const renamed = page.getByTestId('admin-tenant-row').filter({ has: page.getByRole('rowheader', { name: `${name} S.A.` }) });
    await expect(renamed).toContainText('250.000 unidades');
    await expect(renamed).toContainText('Res. BCB 85/2021');

    // The audit view of that tenant, filtered by action.
    await renamed.getByRole('link', { name: `Auditoria do tenant ${name} S.A.` }).click();
    await expect(page).toHaveURL(/\/admin\/tenants\/audit\?tenant=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Auditoria', level: 1 })).toBeVisible();
    await expect(page.getByTestId('audit-row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Ação', exact: true }).selectOption({ label: 'Tenant alterado' });
    await expect(page).toHaveURL(/action=tenant\.update/);
    const entries = page.getByTestId('audit-row');
    await expect(entries).toHaveCount(1);
    await expect(entries).toContainText('Carla Mendes');
    await expect(entries).toContainText('Tenant alterado');
    await expect(entries).toContainText(`Nome: antes: ${name} → depois: ${name} S.A.`);
    await expect(entries).toContainText('Cota mensal (unidades): antes: 100.000 → depois: 250.000');
    await expect(entries).toContainText('Regime do Banco Central: antes: Res. CMN 4.893/2021 (alterada pela CMN 5.274/2025) → depois: Res. BCB 85/2021');
    await expect(entries.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The state is in the URL: a reload shows the same filtered view.
    await page.reload();
    await expect(page.getByTestId('audit-row')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Ação', exact: true })).toHaveValue('tenant.update');

    // CSV export with the same filter, through the authenticated download.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Data/hora (UTC);Ação;Autor;E-mail do autor;Tipo do alvo;Alvo;ID do alvo;Antes;Depois;IP');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';tenant.update;Carla Mendes;');
    expect(lines[1]).toContain(email);
    expect(lines[1]).toContain('""quotaUnits"":250000');

    // Soft removal through the confirm dialog.
    await page.getByRole('navigation', { name: 'Administração de tenants' }).getByRole('link', { name: 'Tenants' }).click();
    await page.getByRole('button', { name: `Desativar tenant ${name} S.A.` }).click();
    const confirm = page.getByRole('dialog', { name: 'Desativar tenant' });
    await expect(confirm).toContainText(`Deseja desativar o tenant ${name} S.A.?`);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText(`Tenant ${name} S.A. desativado.`)).toBeVisible();
    await expect(renamed).toContainText('Inativo');
    await expect(page.getByRole('button', { name: `Reativar tenant ${name} S.A.` })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('/compliance mostra o regime do Banco Central somente para leitura, com o caminho para /admin/tenants', async ({ adminContext, adminPage: page }) => {
  test.setTimeout(120_000);
  const project = await findProject(adminContext, 'Internet Banking');
  await waitForScans(adminContext, project);
  const { listTenants } = await graphql<{ listTenants: { tenants: { id: string; name: string; bacenRegime: string | null }[] } }>(
    adminContext,
    'query { listTenants { tenants { id name bacenRegime } } }',
  );
  const tenant = listTenants.tenants.find((candidate) => candidate.id === project.tenantId)!;
  const before = tenant.bacenRegime ?? 'CMN_4893';
  const [other, otherLabel] = before === 'CMN_4893' ? ['BCB_85', 'Res. BCB 85/2021 (alterada pela BCB 538/2025)'] : ['CMN_4893', 'Res. CMN 4.893/2021 (alterada pela CMN 5.274/2025)'];
  try {
    await page.goto('/admin/tenants');
    await page.getByRole('button', { name: `Editar tenant ${tenant.name}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar tenant ${tenant.name}` });
    await edit.getByLabel('Regime do Banco Central').selectOption(other);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(`Tenant ${tenant.name} atualizado.`)).toBeVisible();

    await selectProject(page, 'Internet Banking');
    await page.goto('/compliance');
    const regime = page.getByTestId('compliance-regime');
    await expect(regime).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('compliance-regime-value')).toHaveText(otherLabel);
    await expect(regime.getByRole('combobox')).toHaveCount(0);
    await regime.getByRole('link', { name: 'Alterar o regime em Administração › Tenants' }).click();
    await expect(page).toHaveURL(/\/admin\/tenants$/);
  } finally {
    await graphql(adminContext, 'mutation R($t: UUID!, $r: ComplianceRegime!) { updateTenant(tenantId: $t, input: { bacenRegime: $r }) { id } }', { t: project.tenantId, r: before });
  }
});
