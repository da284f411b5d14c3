import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import SecondFactorPanel from './SecondFactorPanel';

const status = (enrolled: boolean, required: boolean, remaining: number) => ({
  data: { getMfaStatus: { __typename: 'MfaStatus', enrolled, required, sessionVerified: enrolled, recoveryCodesRemaining: remaining } },
});

describe('Configurações: segundo fator', () => {
  it('when the tenant asks for it and there is none, then the person enrols from the panel and sees it active', async () => {
    const u = userEvent.setup();
    let enrolled = false;
    const view = renderApp(<SecondFactorPanel />, {
      path: '/',
      graphql: (call: GatewayCall): Answer => {
        if (call.operationName === 'MfaStatus') return status(enrolled, true, enrolled ? 10 : 0);
        if (call.operationName === 'StartMfaEnrollment') {
          return { data: { startMfaEnrollment: { __typename: 'MfaEnrollment', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } } };
        }
        if (call.operationName === 'ConfirmMfaEnrollment') {
          enrolled = true;
          return { data: { confirmMfaEnrollment: { __typename: 'MfaRecoveryCodes', recoveryCodes: Array.from({ length: 10 }, (_, i) => `aaaaa-bbbb${i}`) } } };
        }
        return { errors: [{ message: 'x' }] };
      },
    });
    const panel = await screen.findByTestId('second-factor');
    expect(await within(panel).findByText('Não configurado')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Sua organização exige o segundo fator');
    await u.click(within(panel).getByRole('button', { name: 'Configurar aplicativo autenticador' }));
    await u.type(await within(panel).findByLabelText('Código do aplicativo autenticador'), '123456');
    await u.click(within(panel).getByRole('button', { name: 'Confirmar código' }));
    await u.click(await within(panel).findByRole('button', { name: 'Guardei os códigos, continuar' }));
    expect(await within(panel).findByText('Ativo')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Restam 10 códigos de recuperação.');
    expect(view.of('MfaStatus').length).toBe(2);
  });
});
