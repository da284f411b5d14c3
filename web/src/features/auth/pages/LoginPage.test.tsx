import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import LoginPage from './LoginPage';
import { makeAuth } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { server } from '../../../test/mocks/server';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import { AuthError } from '../state/authService';

const anonymous = { status: 'unauthenticated', authMode: 'anonymous', user: null } as const;

function renderLogin(graphqlAnswer?: (call: GatewayCall) => Answer, auth = makeAuth(anonymous)) {
  return renderApp(<LoginPage />, { path: '/login', graphql: graphqlAnswer, auth });
}

describe('LoginPage', () => {
  it('sends a magic link and tells the user to check the e-mail', async () => {
    const user = userEvent.setup();
    const { of } = renderLogin(() => ({ data: { requestMagicLink: { __typename: 'MessageResponse', success: true, message: 'ok' } } }));
    await user.type(screen.getByLabelText('E-mail'), 'ana@banco.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText(/Verifique seu e-mail/)).toBeInTheDocument();
    expect(of('RequestMagicLink')[0]?.variables).toEqual({ input: { email: 'ana@banco.com.br' } });
  });

  it('shows "Erro ao enviar link de acesso" when sending fails', async () => {
    const user = userEvent.setup();
    renderLogin();
    server.use(graphql.operation(() => HttpResponse.error()));
    await user.type(screen.getByLabelText('E-mail'), 'ana@banco.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Erro ao enviar link de acesso')).toBeInTheDocument();
  });

  it('token login shows the validation message and enters on success', async () => {
    const user = userEvent.setup();
    const loginWithToken = vi.fn().mockRejectedValueOnce(new AuthError('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_')).mockResolvedValueOnce(undefined);
    const { router } = renderLogin(undefined, makeAuth({ ...anonymous, loginWithToken }));
    await user.click(screen.getByRole('tab', { name: 'Token' }));
    await user.type(screen.getByLabelText('Token de acesso'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Entrar com token' }));
    expect(await screen.findByText('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar com token' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the stored auth error (no connection)', async () => {
    renderLogin(undefined, makeAuth({ ...anonymous, error: 'Não foi possível conectar ao servidor. Verifique sua conexão.' }));
    expect(await screen.findByText('Não foi possível conectar ao servidor. Verifique sua conexão.')).toBeInTheDocument();
  });
});
