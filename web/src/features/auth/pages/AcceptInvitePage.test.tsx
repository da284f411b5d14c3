import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import { AuthProvider, useAuth } from '../AuthProvider';
import AcceptInvitePage from './AcceptInvitePage';

/**
 * An invitation proves the e-mail as a magic link does, so a tenant that asks for a second factor
 * gets it here too: the accepted invitation answers requiresMFA and the page asks for the code
 * (spec §4 mfa_required) before whoami; without it, whoami and /welcome at once.
 */
const whoami = {
  whoami: {
    __typename: 'WhoamiResponse',
    csrfToken: 'csrf-1',
    user: { __typename: 'User', id: 'u9', name: 'Nova', email: 'nova@banco.com.br', role: 'ANALYST', roles: ['ANALYST'], tenantId: 't1', projectIds: [], projectRoles: [], isActive: true },
    session: { __typename: 'Session', id: 's9', authMode: 'session', expiresAt: '2030-01-01T00:00:00Z' },
    tenants: [],
  },
};
const unauthenticated: Answer = { errors: [{ message: 'Autenticação necessária', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };

const accepted = (requiresMFA: boolean): Answer => ({
  data: {
    acceptInvite: {
      __typename: 'AcceptInviteResponse',
      success: true,
      requiresMFA,
      mfaEnrolled: requiresMFA ? true : null,
      message: requiresMFA ? 'Informe o código do aplicativo autenticador para concluir a entrada.' : null,
      user: { __typename: 'User', id: 'u9', name: 'Nova', email: 'nova@banco.com.br' },
    },
  },
});

/** Every status the app went through: /welcome is no route of this test, so the probe is gone once there. */
const seen: string[] = [];

function StatusProbe() {
  const { status } = useAuth();
  seen.push(status);
  return <output data-testid="auth-status">{status}</output>;
}

function renderInvite(token: string, requiresMFA: boolean) {
  let signedIn = false;
  return renderApp(
    <AuthProvider>
      <StatusProbe />
      <AcceptInvitePage />
    </AuthProvider>,
    {
      path: '/invite',
      url: `/invite?token=${token}`,
      graphql: (call: GatewayCall): Answer => {
        if (call.operationName === 'Whoami') return signedIn ? { data: whoami } : unauthenticated;
        if (call.operationName === 'AcceptInvite') {
          signedIn = !requiresMFA;
          return accepted(requiresMFA);
        }
        if (call.operationName === 'SubmitMfaCode') {
          signedIn = true;
          return { data: { submitMfaCode: { __typename: 'MfaVerification', success: true, usedRecoveryCode: false, recoveryCodesRemaining: null } } };
        }
        return { errors: [{ message: `unexpected ${call.operationName}` }] };
      },
    },
  );
}

describe('AcceptInvitePage', () => {
  it('when no second factor is due, then the accepted invitation signs in and opens /welcome', async () => {
    const u = userEvent.setup();
    const view = renderInvite('convite-1', false);
    await u.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/welcome'));
    expect(seen).toContain('authenticated');
  });

  it('when the tenant asks for a second factor, then the code comes before the session and /welcome', async () => {
    const u = userEvent.setup();
    const view = renderInvite('convite-2', true);
    await u.click(await screen.findByRole('button', { name: 'Aceitar convite' }));
    expect(await screen.findByText('Informe o código do aplicativo autenticador para concluir a entrada.')).toBeInTheDocument();
    expect(screen.getByTestId('auth-status')).toHaveTextContent('mfa_required');
    expect(view.router.state.location.pathname).toBe('/invite');
    await u.type(screen.getByLabelText('Código do aplicativo autenticador'), '246810');
    await u.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/welcome'));
    expect(view.of('SubmitMfaCode').map((call) => call.variables)).toEqual([{ input: { code: '246810' } }]);
  });
});
