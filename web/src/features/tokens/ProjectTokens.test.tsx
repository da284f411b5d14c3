import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetFreshness } from '../../lib/apollo';
import { renderApp } from '../../test/renderApp';
import { apiToken } from '../../test/tokens';
import type { Answer, GatewayCall } from '../../test/mocks/handlers/gateway';
import { ProjectTokens } from './ProjectTokens';

const SECRET = `RUN_p1_${'ab12'.repeat(16)}`;

const LISTED = [
  apiToken('k1', 'CI principal', { lastUsedAt: '2026-03-10T15:30:00Z' }),
  apiToken('k2', 'Leitura BI', { kind: 'VIEWER', prefix: 'VIEWER_p1_k2', createdByName: null }),
  apiToken('k3', 'Antigo', { status: 'REVOKED', isActive: false }),
  apiToken('k4', 'Vencido', { status: 'EXPIRED', expiresAt: '2026-03-01T12:00:00Z' }),
];

const list = (): Answer => ({ data: { listTenantTokens: { __typename: 'TokenList', tokens: LISTED } } });

function render(answer: (call: GatewayCall) => Answer) {
  return renderApp(<ProjectTokens tenantId="t1" projectId="p1" projectName="Portal PIX" />, { path: '/admin/projects', graphql: answer });
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => forgetFreshness());

describe('ProjectTokens', () => {
  it('lists name, kind, prefix, status, creator and pt-BR dates; revoked tokens have no actions', async () => {
    const view = render((call) => (call.operationName === 'ProjectTokens' ? list() : { errors: [{ message: 'unexpected' }] }));
    expect(await screen.findByText('CI principal')).toBeInTheDocument();
    expect(view.of('ProjectTokens')[0]?.variables).toEqual({ tenantId: 't1', projectId: 'p1' });
    const first = within(rowOf('CI principal'));
    expect(first.getByText('Execução')).toBeInTheDocument();
    expect(first.getByText('RUN_p1_k1')).toBeInTheDocument();
    expect(first.getByText('Ativo')).toBeInTheDocument();
    expect(first.getByText('Ana Souza')).toBeInTheDocument();
    expect(first.getByText('05/03/2026')).toBeInTheDocument();
    expect(first.getByText(/^10\/03\/2026/)).toBeInTheDocument();
    expect(first.getByText('03/06/2026')).toBeInTheDocument();
    const viewer = within(rowOf('Leitura BI'));
    expect(viewer.getByText('Visualização')).toBeInTheDocument();
    expect(viewer.getByText('Nunca usado')).toBeInTheDocument();
    expect(viewer.getByText('Desconhecido')).toBeInTheDocument();
    const revoked = within(rowOf('Antigo'));
    expect(revoked.getByText('Revogado')).toBeInTheDocument();
    expect(revoked.queryByRole('button')).toBeNull();
    const expired = within(rowOf('Vencido'));
    expect(expired.getByText('Expirado')).toBeInTheDocument();
    expect(expired.queryByRole('button', { name: 'Rotacionar token Vencido' })).toBeNull();
    expect(expired.getByRole('button', { name: 'Revogar token Vencido' })).toBeInTheDocument();
  });

  it('creates a token with 90 days by default or the validity chosen, shows the secret once and adds it to the list without a refetch', async () => {
    const user = userEvent.setup();
    const view = render((call) => {
      if (call.operationName === 'ProjectTokens') return list();
      if (call.operationName === 'CreateProjectToken') {
        return { data: { createTenantToken: { __typename: 'TokenWithSecret', secret: SECRET, token: apiToken('k9', 'Deploy', { kind: 'VIEWER', prefix: 'VIEWER_p1_k9', expiresAt: '2026-04-04T12:00:00Z' }) } } };
      }
      return { errors: [{ message: 'unexpected' }] };
    });
    await screen.findByText('CI principal');
    await user.click(screen.getByRole('button', { name: 'Novo token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo token' });
    const days = within(dialog).getByLabelText('Validade (dias)');
    expect(days).toHaveValue(90);

    // Validation before any call: the name is required and the validity is 1 to 3650 days.
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(within(dialog).getByText('Informe o nome do token')).toBeInTheDocument();
    expect(within(dialog).getByText('A validade deve ser de 1 a 3650 dias')).toBeInTheDocument();
    expect(view.of('CreateProjectToken')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nome do token'), 'Deploy');
    await user.click(within(dialog).getByRole('button', { name: 'Visualização' }));
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Token Deploy' });
    expect(within(secretDialog).getByLabelText('Token gerado')).toHaveValue(SECRET);
    expect(within(secretDialog).getByText(/mostrado uma única vez/)).toBeInTheDocument();
    expect(within(secretDialog).getByText('Expira em 04/04/2026.')).toBeInTheDocument();
    expect(within(secretDialog).getByRole('button', { name: 'Copiar token' })).toBeInTheDocument();
    expect(view.of('CreateProjectToken')[0]?.variables).toEqual({ tenantId: 't1', input: { name: 'Deploy', projectId: 'p1', kind: 'VIEWER', expiresInDays: 30 } });

    await user.click(within(secretDialog).getByRole('button', { name: 'Já copiei' }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Deploy')).toBeInTheDocument();
    expect(view.of('ProjectTokens')).toHaveLength(1);
  });

  it("shows the server's 422 message of spec §8", async () => {
    const user = userEvent.setup();
    render((call) =>
      call.operationName === 'ProjectTokens'
        ? list()
        : { errors: [{ message: 'Dados inválidos: projectId refere-se a um projeto inativo', extensions: { code: 'VALIDATION_ERROR', status: 422, field: 'projectId' } }] },
    );
    await screen.findByText('CI principal');
    await user.click(screen.getByRole('button', { name: 'Novo token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo token' });
    await user.type(within(dialog).getByLabelText('Nome do token'), 'Deploy');
    await user.click(within(dialog).getByRole('button', { name: 'Criar token' }));
    expect(await within(dialog).findByText('Dados inválidos: projectId refere-se a um projeto inativo')).toBeInTheDocument();
  });

  it('rotates with the grace period chosen and shows the new secret', async () => {
    const user = userEvent.setup();
    const view = render((call) => {
      if (call.operationName === 'ProjectTokens') return list();
      if (call.operationName === 'RotateProjectToken') {
        return {
          data: {
            rotateTenantToken: {
              __typename: 'TokenWithSecret',
              secret: SECRET,
              token: apiToken('k1', 'CI principal', { prefix: 'RUN_p1_ab12', rotatedAt: '2026-03-11T10:00:00Z', previousSecretExpiresAt: '2026-03-12T10:00:00Z' }),
            },
          },
        };
      }
      return { errors: [{ message: 'unexpected' }] };
    });
    await screen.findByText('CI principal');
    await user.click(screen.getByRole('button', { name: 'Rotacionar token CI principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotacionar token CI principal' });
    expect(within(dialog).getByText(/deixa de funcionar imediatamente/)).toBeInTheDocument();
    const hours = within(dialog).getByLabelText('Período de carência (horas)');
    expect(hours).toHaveValue(0);
    await user.clear(hours);
    await user.type(hours, '169');
    await user.click(within(dialog).getByRole('button', { name: 'Rotacionar' }));
    expect(within(dialog).getByText('O período de carência deve ser de 0 a 168 horas')).toBeInTheDocument();
    await user.clear(hours);
    await user.type(hours, '24');
    await user.click(within(dialog).getByRole('button', { name: 'Rotacionar' }));

    const secretDialog = await screen.findByRole('dialog', { name: 'Token CI principal' });
    expect(within(secretDialog).getByLabelText('Token gerado')).toHaveValue(SECRET);
    expect(view.of('RotateProjectToken')[0]?.variables).toEqual({ tenantId: 't1', tokenId: 'k1', input: { gracePeriodHours: 24 } });
    // The normalised token took the answer: new prefix and the grace period, no refetch.
    expect(within(rowOf('CI principal')).getByText('RUN_p1_ab12')).toBeInTheDocument();
    expect(within(rowOf('CI principal')).getByText(/^Segredo anterior válido até 12\/03\/2026/)).toBeInTheDocument();
    expect(view.of('ProjectTokens')).toHaveLength(1);
  });

  it('revokes through the confirm dialog and the row turns revoked', async () => {
    const user = userEvent.setup();
    const view = render((call) => {
      if (call.operationName === 'ProjectTokens') return list();
      if (call.operationName === 'RevokeProjectToken') return { data: { updateTenantToken: apiToken('k1', 'CI principal', { status: 'REVOKED', isActive: false }) } };
      return { errors: [{ message: 'unexpected' }] };
    });
    await screen.findByText('CI principal');
    await user.click(screen.getByRole('button', { name: 'Revogar token CI principal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar token' });
    expect(within(dialog).getByText('Deseja revogar o token CI principal (RUN_p1_k1)?')).toBeInTheDocument();
    expect(within(dialog).getByText(/recebem 401/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Token CI principal revogado com sucesso!')).toBeInTheDocument();
    expect(view.of('RevokeProjectToken')[0]?.variables).toEqual({ tenantId: 't1', tokenId: 'k1' });
    await waitFor(() => expect(within(rowOf('CI principal')).getByText('Revogado')).toBeInTheDocument());
    expect(within(rowOf('CI principal')).queryByRole('button')).toBeNull();
    expect(view.of('ProjectTokens')).toHaveLength(1);
  });

  it('says why the list failed with the spec §8 message', async () => {
    render(() => ({ errors: [{ message: 'x', extensions: { code: 'FORBIDDEN', status: 403 } }] }));
    expect(await screen.findByText('Acesso negado: tenant inválido ou sem permissão')).toBeInTheDocument();
  });
});
