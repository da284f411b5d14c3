import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import type { Answer, GatewayCall } from '../../test/mocks/handlers/gateway';
import ProfilePanel from './ProfilePanel';
import SessionsPanel from './SessionsPanel';

const session = (id: string, current: boolean, userAgent: string | null) => ({
  __typename: 'UserSession',
  id,
  createdAt: '2026-11-20T12:00:00Z',
  lastSeenAt: '2026-11-24T12:00:00Z',
  userAgent,
  ip: '203.0.113.7',
  current,
});

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SESSIONS = '00000000-0000-4000-8000-00000000000';

describe('Perfil', () => {
  it('changes the display name, refuses a blank one and reloads who is signed in', async () => {
    const u = userEvent.setup();
    const onSaved = vi.fn();
    const view = renderApp(<ProfilePanel name="Ana Souza" email="ana@banco.com.br" roles={['TENANT_ADMIN', 'ANALYST']} tokenMode={false} onSaved={onSaved} />, {
      path: '/',
      graphql: (call: GatewayCall): Answer =>
        call.operationName === 'UpdateProfile' ? { data: { updateProfile: { __typename: 'User', id: 'u1', name: 'Ana S. Lima' } } } : { errors: [{ message: 'x' }] },
    });
    // Role names in Portuguese, never the codes.
    expect(screen.getByText('Administrador do tenant, Analista')).toBeInTheDocument();
    expect(screen.queryByText(/TENANT_ADMIN/)).toBeNull();
    const input = screen.getByLabelText('Nome de exibição');
    await u.clear(input);
    await u.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(screen.getByText('Informe seu nome')).toBeInTheDocument();
    expect(view.of('UpdateProfile')).toHaveLength(0);
    await u.type(input, '  Ana S. Lima ');
    await u.click(screen.getByRole('button', { name: 'Salvar nome' }));
    expect(await screen.findByText('Nome atualizado')).toBeInTheDocument();
    expect(view.of('UpdateProfile')[0]?.variables).toEqual({ input: { name: 'Ana S. Lima' } });
    expect(onSaved).toHaveBeenCalledTimes(1);
  });
});

describe('Configurações', () => {
  it('lists the sessions and ends another one, which leaves the list without a refetch', async () => {
    const u = userEvent.setup();
    const onEndedCurrent = vi.fn();
    const view = renderApp(<SessionsPanel onEndedCurrent={onEndedCurrent} />, {
      path: '/',
      graphql: (call: GatewayCall): Answer => {
        if (call.operationName === 'MySessions') {
          return { data: { listMySessions: { __typename: 'UserSessionList', sessions: [session(`${SESSIONS}1`, true, CHROME), session(`${SESSIONS}2`, false, FIREFOX)] } } };
        }
        if (call.operationName === 'EndMySession') return { data: { endMySession: { __typename: 'SuccessResponse', success: true } } };
        return { errors: [{ message: 'x' }] };
      },
    });
    const items = await screen.findAllByTestId('my-session');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('Chrome · Linux')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Sessão atual')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('De 203.0.113.7')).toBeInTheDocument();
    await u.click(within(items[1] as HTMLElement).getByRole('button', { name: /^Encerrar sessão de Firefox · Windows/ }));
    expect(await screen.findByText('Sessão encerrada')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-session')).toHaveLength(1));
    expect(view.of('EndMySession')[0]?.variables).toEqual({ sessionId: `${SESSIONS}2` });
    expect(view.of('MySessions')).toHaveLength(1);
    expect(onEndedCurrent).not.toHaveBeenCalled();
  });
});
