import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import { AuthProvider, useAuth } from '../AuthProvider';
import SsoCallbackPage from './SsoCallbackPage';

/**
 * The return from the identity provider (single sign-on) through the real AuthProvider: code and
 * state (and iss) go to the control plane once; a session opens as after a magic link, a second
 * factor puts the app in mfa_required, and a refusal shows the server's Portuguese message.
 */
const whoami = {
  whoami: {
    __typename: 'WhoamiResponse',
    csrfToken: 'csrf-1',
    user: { __typename: 'User', id: 'u1', name: 'Ana', email: 'ana@banco-alfa.com.br', role: 'ANALYST', roles: ['ANALYST'], tenantId: 't1', projectIds: [], projectRoles: [], isActive: true },
    session: { __typename: 'Session', id: 's1', authMode: 'session', expiresAt: '2030-01-01T00:00:00Z' },
    tenants: [],
  },
};
const unauthenticated: Answer = { errors: [{ message: 'Autenticação necessária', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };

const verification = (fields: Record<string, unknown>) => ({
  data: {
    completeOidcSignIn: {
      __typename: 'MagicLinkVerification',
      success: true,
      requiresMFA: false,
      mfaEnrolled: null,
      userId: 'u1',
      message: null,
      redirectTo: null,
      user: { __typename: 'User', id: 'u1', name: 'Ana', email: 'ana@banco-alfa.com.br' },
      ...fields,
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

function renderReturn(query: string, complete: (call: GatewayCall) => Answer) {
  let signedIn = false;
  return renderApp(
    <AuthProvider>
      <StatusProbe />
      <SsoCallbackPage />
    </AuthProvider>,
    {
      path: '/auth/sso/callback',
      url: `/auth/sso/callback?${query}`,
      graphql: (call) => {
        if (call.operationName === 'Whoami') return signedIn ? { data: whoami } : unauthenticated;
        if (call.operationName !== 'CompleteOidcSignIn') return { errors: [{ message: `unexpected ${call.operationName}` }] };
        const answer = complete(call);
        signedIn = !answer.errors && (answer.data as { completeOidcSignIn: { success: boolean } }).completeOidcSignIn.success;
        return answer;
      },
    },
  );
}

describe('the return from the identity provider', () => {
  it('when the provider sends code and state, then the session opens and the app goes on', async () => {
    const view = renderReturn('code=c-1&state=s-1&iss=https%3A%2F%2Fidp.banco-alfa.com.br', () => verification({}));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/welcome'));
    expect(view.of('CompleteOidcSignIn').map((call) => call.variables)).toEqual([{ code: 'c-1', state: 's-1', iss: 'https://idp.banco-alfa.com.br' }]);
    expect(seen).toContain('authenticated');
  });

  it('when the tenant asks for a second factor, then the app enters mfa_required and asks for the code', async () => {
    renderReturn('code=c-2&state=s-2', () =>
      verification({ success: false, requiresMFA: true, mfaEnrolled: true, message: 'Informe o código do aplicativo autenticador para concluir a entrada.' }),
    );
    expect(await screen.findByText('Informe o código do aplicativo autenticador para concluir a entrada.')).toBeInTheDocument();
    expect(screen.getByLabelText('Código do aplicativo autenticador')).toBeInTheDocument();
    expect(screen.getByTestId('auth-status')).toHaveTextContent('mfa_required');
  });

  it("when the control plane refuses (a replayed state), then its message is shown with the way back to /login", async () => {
    const refusal = 'Entrada por login único inválida ou expirada. Comece novamente em "Entrar com SSO".';
    renderReturn('code=c-3&state=s-3', () => ({ errors: [{ message: refusal, extensions: { status: 400, code: 'SSO_INVALID_STATE' } }] }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para o login' })).toHaveAttribute('href', '/login');
  });

  it('when the person cancelled at the provider, then nothing is sent and the cancellation is told', async () => {
    const view = renderReturn('error=access_denied&state=s-4', () => verification({}));
    expect(await screen.findByText('O login único foi cancelado no provedor de identidade.')).toBeInTheDocument();
    expect(view.of('CompleteOidcSignIn')).toEqual([]);
  });
});
