import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import type { Answer, GatewayCall } from '../../../test/mocks/handlers/gateway';
import MfaPromptDialog from './MfaPromptDialog';

describe('the second factor asked in place (session from before the policy)', () => {
  it('when the enrolled person gives the code, then the dialog says to repeat the action', async () => {
    const u = userEvent.setup();
    const onHide = vi.fn();
    const view = renderApp(<MfaPromptDialog onHide={onHide} />, {
      path: '/',
      graphql: (call: GatewayCall): Answer => {
        if (call.operationName === 'MfaStatus') {
          return { data: { getMfaStatus: { __typename: 'MfaStatus', enrolled: true, required: true, sessionVerified: false, recoveryCodesRemaining: 10 } } };
        }
        if (call.operationName === 'SubmitMfaCode') {
          return { data: { submitMfaCode: { __typename: 'MfaVerification', success: true, usedRecoveryCode: false, recoveryCodesRemaining: null } } };
        }
        return { errors: [{ message: 'x' }] };
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o segundo fator' });
    await u.type(await within(dialog).findByLabelText('Código do aplicativo autenticador'), '987654');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar código' }));
    expect(await within(dialog).findByText('Segundo fator confirmado. Repita a ação que você estava fazendo.')).toBeInTheDocument();
    expect(view.of('SubmitMfaCode')[0]?.variables).toEqual({ input: { code: '987654' } });
  });
});
