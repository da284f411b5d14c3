import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { makeUser } from '../../test/fixtures';
import WelcomePage from './WelcomePage';

const ONBOARDING = 'Configurar a integração contínua';

describe('/welcome next steps', () => {
  it('offers the onboarding only to those who can finish it: a TENANT_ADMIN in session mode (spec §4)', async () => {
    const admin = renderApp(<WelcomePage />, { path: '/welcome', auth: { roles: ['TENANT_ADMIN'], user: makeUser({ role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'] }) } });
    expect(await screen.findByRole('link', { name: ONBOARDING })).toHaveAttribute('href', '/onboarding');
    admin.unmount();

    const analyst = renderApp(<WelcomePage />, { path: '/welcome' });
    expect(await screen.findByRole('link', { name: 'Ir para o dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ONBOARDING })).toBeNull();
    analyst.unmount();

    renderApp(<WelcomePage />, { path: '/welcome', auth: { authMode: 'token', user: null, roles: [] } });
    expect(await screen.findByRole('link', { name: 'Ir para o dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: ONBOARDING })).toBeNull();
  });
});
