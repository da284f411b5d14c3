import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import { AuthProvider, useAuth } from '../AuthProvider';
import AuthCallbackPage from './AuthCallbackPage';

/**
 * Spec §4 through the real AuthProvider: initialisation (whoami 401 → unauthenticated), the magic
 * link whose callback answers requiresMFA (→ mfa_required, the user kept, no session), the second
 * factor (a refused code, then the right one or the enrolment) and whoami (→ authenticated).
 */
const whoami = {
  whoami: {
    __typename: 'WhoamiResponse',
    csrfToken: 'csrf-1',
    user: { __typename: 'User', id: 'u1', name: 'Ana', email: 'ana@banco.com.br', role: 'TENANT_ADMIN', roles: ['TENANT_ADMIN'], tenantId: 't1', projectIds: [], projectRoles: [], isActive: true },
    session: { __typename: 'Session', id: 's1', authMode: 'session', expiresAt: '2030-01-01T00:00:00Z' },
    tenants: [],
  },
};
const unauthenticated: Answer = { errors: [{ message: 'Autenticação necessária', extensions: { code: 'UNAUTHENTICATED', status: 401 } }] };
const wrongCode: Answer = {
  errors: [{ message: 'Código inválido ou já utilizado. Confira o aplicativo autenticador e tente novamente.', extensions: { code: 'MFA_INVALID_CODE', status: 400 } }],
};

function callback(enrolled: boolean) {
  return {
    data: {
      verifyMagicLink: {
        __typename: 'MagicLinkVerification',
        success: false,
        requiresMFA: true,
        mfaEnrolled: enrolled,
        userId: 'u1',
        message: enrolled ? 'Informe o código do aplicativo autenticador para concluir a entrada.' : 'Sua organização exige um segundo fator.',
        redirectTo: '/dashboard',
        user: { __typename: 'User', id: 'u1', name: 'Ana', email: 'ana@banco.com.br' },
      },
    },
  };
}

function StatusProbe() {
  const auth = useAuth();
  return <output data-testid="auth-status">{`${auth.status}:${auth.mfaUser?.email ?? ''}`}</output>;
}

/** The gateway as the control plane behaves: whoami answers only once the second factor checked out. */
/** Each test its own link: verifications are shared per token (a link is single-use). */
function renderCallback(token: string, answers: Record<string, (call: GatewayCall) => Answer>) {
  let verified = false;
  const view = renderApp(
    <AuthProvider>
      <StatusProbe />
      <AuthCallbackPage />
    </AuthProvider>,
    {
      path: '/auth/callback',
      url: `/auth/callback?token=${token}`,
      graphql: (call) => {
        if (call.operationName === 'Whoami') return verified ? { data: whoami } : unauthenticated;
        const answer = answers[call.operationName]?.(call) ?? { errors: [{ message: `unexpected ${call.operationName}` }] };
        if (!answer.errors && ['SubmitMfaCode', 'ConfirmMfaEnrollment'].includes(call.operationName)) verified = true;
        return answer;
      },
    },
  );
  return view;
}

describe('magic link with a second factor (spec §4 mfa_required)', () => {
  it('when the app code is asked, then a wrong code is refused in place and the right one signs in', async () => {
    const u = userEvent.setup();
    let attempts = 0;
    const view = renderCallback('link-enrolled', {
      VerifyMagicLink: () => callback(true),
      SubmitMfaCode: () => {
        attempts += 1;
        return attempts === 1 ? wrongCode : { data: { submitMfaCode: { __typename: 'MfaVerification', success: true, usedRecoveryCode: false, recoveryCodesRemaining: null } } };
      },
    });
    expect(await screen.findByText('Informe o código do aplicativo autenticador para concluir a entrada.')).toBeInTheDocument();
    expect(screen.getByTestId('auth-status')).toHaveTextContent('mfa_required:ana@banco.com.br');

    const input = screen.getByLabelText('Código do aplicativo autenticador');
    await u.type(input, '111111');
    await u.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByText(/Código inválido ou já utilizado/)).toBeInTheDocument();
    expect(screen.getByTestId('auth-status')).toHaveTextContent('mfa_required');

    await u.type(input, '246810');
    await u.click(screen.getByRole('button', { name: 'Confirmar código' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(view.of('SubmitMfaCode').map((call) => call.variables)).toEqual([{ input: { code: '111111' } }, { input: { code: '246810' } }]);
    expect(view.of('Whoami').length).toBeGreaterThanOrEqual(2);
  });

  it('when the person has no authenticator yet, then they enrol with the QR code, keep the recovery codes and are signed in', async () => {
    const u = userEvent.setup();
    const codes = Array.from({ length: 10 }, (_, i) => `abcde-0000${i}`);
    const view = renderCallback('link-new', {
      VerifyMagicLink: () => callback(false),
      StartMfaEnrollment: () => ({
        data: {
          startMfaEnrollment: {
            __typename: 'MfaEnrollment',
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Vigia:ana%40banco.com.br?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Vigia',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        },
      }),
      ConfirmMfaEnrollment: () => ({ data: { confirmMfaEnrollment: { __typename: 'MfaRecoveryCodes', recoveryCodes: codes } } }),
    });
    await u.click(await screen.findByRole('button', { name: 'Configurar aplicativo autenticador' }));
    expect(await screen.findByRole('img', { name: 'QR code para configurar o aplicativo autenticador' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(screen.getByTestId('auth-status')).toHaveTextContent('mfa_required');

    await u.type(screen.getByLabelText('Código do aplicativo autenticador'), '135790');
    await u.click(screen.getByRole('button', { name: 'Confirmar código' }));
    const list = await screen.findByTestId('mfa-recovery-codes');
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(list).toHaveTextContent('abcde-00009');
    // The session is complete only once the person says the codes are kept.
    expect(view.router.state.location.pathname).toBe('/auth/callback');

    await u.click(screen.getByRole('button', { name: 'Guardei os códigos, continuar' }));
    await vi.waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard'));
    expect(view.of('ConfirmMfaEnrollment')[0]?.variables).toEqual({ input: { code: '135790' } });
  });
});
