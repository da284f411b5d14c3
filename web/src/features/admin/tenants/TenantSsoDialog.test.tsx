import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type OperationAnswers } from '../../../test/mocks/handlers/gateway';
import { forgetFreshness } from '../../../lib/apollo';
import AdminTenantsPage from './AdminTenantsPage';
import { parseDomains } from './TenantSsoDialog';

const tenant = {
  __typename: 'Tenant',
  id: 't1',
  name: 'Banco Alfa',
  isActive: true,
  quotaUnits: 100000,
  bacenRegime: 'CMN_4893',
  mfaPolicy: 'OFF',
  riskAcceptanceMaxDays: 90,
  slaDays: { __typename: 'SlaDays', critical: 7, high: 30, medium: 90, low: 180 },
  createdAt: '2026-03-05T12:00:00Z',
};

const stored = {
  __typename: 'OidcSettings',
  configured: true,
  enabled: true,
  issuer: 'https://login.banco-alfa.com.br',
  clientId: 'vigia',
  hasClientSecret: true,
  allowedDomains: ['banco-alfa.com.br'],
  defaultRole: 'VIEWER',
  jitEnabled: false,
  redirectUri: 'https://vigia.banco-alfa.com.br/auth/sso/callback',
  updatedAt: '2026-11-29T12:00:00Z',
};

function renderSso(overrides: OperationAnswers = {}) {
  const graphql = answerByOperation(
    {
      AdminTenants: () => ({ data: { listTenants: { __typename: 'TenantList', tenants: [tenant] } } }),
      AdminTenantSso: () => ({ data: { tenantOidcSettings: stored } }),
      AdminUpdateTenantSso: (call) => ({ data: { updateTenantOidcSettings: { ...stored, ...(call.variables.input as Record<string, unknown>), clientSecret: undefined } } }),
    },
    overrides,
  );
  return renderApp(<AdminTenantsPage adminTenantIds={['t1']} currentTenantId="t1" onTenantCreated={vi.fn()} />, { path: '/admin/tenants', graphql });
}

async function openSso() {
  const user = userEvent.setup();
  const view = renderSso();
  await screen.findByRole('rowheader', { name: /Banco Alfa/ });
  await user.click(screen.getByRole('button', { name: 'Login único (SSO) do tenant Banco Alfa' }));
  await screen.findByRole('dialog', { name: 'Login único (SSO) de Banco Alfa' });
  return { user, view };
}

afterEach(() => forgetFreshness());

describe('Login único (SSO) in /admin/tenants', () => {
  it('opens with the stored settings, says a secret is kept without showing it, and names the redirect URI to register', async () => {
    await openSso();
    expect(screen.getByLabelText('Emissor (issuer)')).toHaveValue('https://login.banco-alfa.com.br');
    expect(screen.getByLabelText('ID do cliente (client id)')).toHaveValue('vigia');
    expect(screen.getByLabelText('Segredo do cliente (client secret)')).toHaveValue('');
    expect(screen.getByText(/Um segredo está guardado/)).toBeInTheDocument();
    expect(screen.getByLabelText('Domínios de e-mail permitidos')).toHaveValue('banco-alfa.com.br');
    expect(screen.getByLabelText('Ativar o login único (OpenID Connect)')).toBeChecked();
    expect(screen.getByTestId('sso-redirect-uri')).toHaveTextContent('https://vigia.banco-alfa.com.br/auth/sso/callback');
  });

  it('saves the changes, with the default role and just-in-time creation, and keeps the stored secret when left blank', async () => {
    const { user, view } = await openSso();
    const domains = screen.getByLabelText('Domínios de e-mail permitidos');
    await user.clear(domains);
    await user.type(domains, 'Banco-Alfa.com.br, @alfa.net  banco-alfa.com.br');
    await user.selectOptions(screen.getByLabelText('Função de quem entra pela primeira vez'), 'Analista');
    await user.click(screen.getByLabelText('Criar a conta automaticamente no primeiro acesso (just-in-time)'));
    await user.click(screen.getByRole('button', { name: 'Salvar login único' }));
    expect(await screen.findByText('Login único do tenant Banco Alfa salvo.')).toBeInTheDocument();
    expect(view.of('AdminUpdateTenantSso')[0]?.variables).toEqual({
      tenantId: 't1',
      input: {
        enabled: true,
        issuer: 'https://login.banco-alfa.com.br',
        clientId: 'vigia',
        allowedDomains: ['banco-alfa.com.br', 'alfa.net'],
        defaultRole: 'ANALYST',
        jitEnabled: true,
      },
    });
  });

  it('sends a new secret only when one is typed, and shows the server refusal of a domain of another organization', async () => {
    const user = userEvent.setup();
    const view = renderSso({
      AdminUpdateTenantSso: () => ({
        errors: [{ message: 'Domínio já usado no login único de outra organização: banco-alfa.com.br', extensions: { status: 409, code: 'SSO_DOMAIN_TAKEN', field: 'allowedDomains' } }],
      }),
    });
    await screen.findByRole('rowheader', { name: /Banco Alfa/ });
    await user.click(screen.getByRole('button', { name: 'Login único (SSO) do tenant Banco Alfa' }));
    await user.type(await screen.findByLabelText('Segredo do cliente (client secret)'), 'novo-segredo');
    await user.click(screen.getByRole('button', { name: 'Salvar login único' }));
    expect(await screen.findByText('Domínio já usado no login único de outra organização: banco-alfa.com.br')).toBeInTheDocument();
    expect((view.of('AdminUpdateTenantSso')[0]?.variables.input as { clientSecret?: string }).clientSecret).toBe('novo-segredo');
    expect(screen.getByRole('dialog', { name: 'Login único (SSO) de Banco Alfa' })).toBeInTheDocument();
  });
});

describe('parseDomains', () => {
  it('reads domains as people paste them', () => {
    expect(parseDomains(' Banco.com.br;banco.net\n@corretora.com.br, banco.com.br ')).toEqual(['banco.com.br', 'banco.net', 'corretora.com.br']);
  });
});
