import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from './LoginPage';
import { makeAuth } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import { leaveAppFor } from '../../../lib/navigation';

// Leaving the app for the identity provider is a full page load: recorded here instead.
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/navigation')>()),
  leaveAppFor: vi.fn(),
}));

const anonymous = { status: 'unauthenticated', authMode: 'anonymous', user: null } as const;

function renderLogin(answer: (call: GatewayCall) => Answer) {
  return renderApp(<LoginPage />, { path: '/login', graphql: answer, auth: makeAuth(anonymous) });
}

describe('Entrar com SSO on /login', () => {
  it('asks the work e-mail, then sends the browser to the provider the server names', async () => {
    const user = userEvent.setup();
    const authorizationUrl = 'https://idp.banco-alfa.com.br/authorize?client_id=vigia&state=abc';
    const { of } = renderLogin(() => ({ data: { startOidcSignIn: { __typename: 'OidcStart', authorizationUrl } } }));
    await user.click(screen.getByRole('button', { name: 'Entrar com SSO' }));
    await user.type(screen.getByLabelText('E-mail corporativo'), 'ana@banco-alfa.com.br');
    await user.click(screen.getByRole('button', { name: 'Continuar com SSO' }));
    await vi.waitFor(() => expect(leaveAppFor).toHaveBeenCalledWith(authorizationUrl));
    expect(of('StartOidcSignIn')[0]?.variables).toEqual({ input: { email: 'ana@banco-alfa.com.br' } });
  });

  it("shows the server's neutral answer when the domain has no single sign-on, and stays on the page", async () => {
    const user = userEvent.setup();
    vi.mocked(leaveAppFor).mockClear();
    const neutral = 'Login único não disponível para este e-mail. Entre com o link de acesso enviado por e-mail.';
    renderLogin(() => ({ errors: [{ message: neutral, extensions: { status: 400, code: 'SSO_UNAVAILABLE' } }] }));
    await user.click(screen.getByRole('button', { name: 'Entrar com SSO' }));
    await user.type(screen.getByLabelText('E-mail corporativo'), 'ana@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Continuar com SSO' }));
    expect(await screen.findByText(neutral)).toBeInTheDocument();
    expect(leaveAppFor).not.toHaveBeenCalled();
  });
});
