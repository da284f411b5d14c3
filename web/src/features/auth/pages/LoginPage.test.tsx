import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import LoginPage from './LoginPage';
import { RequestMagicLinkMutation } from '../api/requestMagicLink';
import { AuthContextProvider } from '../AuthProvider';
import { makeAuth } from '../../../test/fixtures';
import { AuthError } from '../state/authService';

function renderLogin(mocks: MockLink.MockedResponse[], auth = makeAuth({ status: 'unauthenticated', authMode: 'anonymous', user: null })) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <p>painel</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <AuthContextProvider value={auth}>
        <RouterProvider router={router} />
      </AuthContextProvider>
    </MockedProvider>,
  );
  return router;
}

const request = (email: string): MockLink.MockedResponse['request'] => ({ query: RequestMagicLinkMutation, variables: { input: { email } } });

describe('LoginPage', () => {
  it('sends a magic link and tells the user to check the e-mail', async () => {
    const user = userEvent.setup();
    renderLogin([{ request: request('ana@banco.com.br'), result: { data: { requestMagicLink: { __typename: 'MessageResponse', success: true, message: 'ok' } } } }]);
    await user.type(screen.getByLabelText('E-mail'), 'ana@banco.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText(/Verifique seu e-mail/)).toBeInTheDocument();
  });

  it('shows "Erro ao enviar link de acesso" when sending fails', async () => {
    const user = userEvent.setup();
    renderLogin([{ request: request('ana@banco.com.br'), error: new TypeError('Failed to fetch') }]);
    await user.type(screen.getByLabelText('E-mail'), 'ana@banco.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar link de acesso' }));
    expect(await screen.findByText('Erro ao enviar link de acesso')).toBeInTheDocument();
  });

  it('token login shows the validation message and enters on success', async () => {
    const user = userEvent.setup();
    const loginWithToken = vi.fn().mockRejectedValueOnce(new AuthError('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_')).mockResolvedValueOnce(undefined);
    const router = renderLogin([], makeAuth({ status: 'unauthenticated', authMode: 'anonymous', user: null, loginWithToken }));
    await user.click(screen.getByRole('tab', { name: 'Token' }));
    await user.type(screen.getByLabelText('Token de acesso'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Entrar com token' }));
    expect(await screen.findByText('Token inválido. Deve começar com VIEW_, VIEWER_ ou RUN_')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar com token' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows the stored auth error (no connection)', () => {
    renderLogin([], makeAuth({ status: 'unauthenticated', authMode: 'anonymous', user: null, error: 'Não foi possível conectar ao servidor. Verifique sua conexão.' }));
    expect(screen.getByText('Não foi possível conectar ao servidor. Verifique sua conexão.')).toBeInTheDocument();
  });
});
