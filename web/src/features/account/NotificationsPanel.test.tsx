import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/renderApp';
import { answerByOperation } from '../../test/mocks/handlers/gateway';
import NotificationsPanel from './NotificationsPanel';

const prefs = (extra: Record<string, unknown> = {}) => ({ __typename: 'NotificationPreferences', events: ['SCAN_FAILED'], minSeverity: 'HIGH', delivery: 'IMMEDIATE', ...extra });

describe('Configurações: notificações por e-mail', () => {
  it('starts from the saved choices and saves events, severity and the daily digest for the selected tenant', async () => {
    const u = userEvent.setup();
    const view = renderApp(<NotificationsPanel tenantId="t1" />, {
      path: '/',
      graphql: answerByOperation({
        MyNotifications: () => ({ data: { notificationPreferences: prefs() } }),
        SaveMyNotifications: (call) => ({ data: { updateNotificationPreferences: prefs(call.variables.input as Record<string, unknown>) } }),
      }),
    });
    expect(await screen.findByLabelText('Scan falhou')).toBeChecked();
    expect(screen.getByLabelText('Novos achados')).not.toBeChecked();
    await u.click(screen.getByLabelText('Novos achados'));
    await u.selectOptions(screen.getByLabelText('Severidade mínima dos achados'), 'CRITICAL');
    await u.selectOptions(screen.getByLabelText('Quando enviar'), 'DIGEST');
    expect(screen.getByRole('option', { name: 'Resumo diário' })).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Salvar notificações' }));
    expect(await screen.findByText('Notificações salvas.')).toBeInTheDocument();
    expect(view.of('SaveMyNotifications')[0]!.variables).toEqual({
      tenantId: 't1',
      input: { events: ['SCAN_FAILED', 'FINDING_NEW'], minSeverity: 'CRITICAL', delivery: 'DIGEST' },
    });
  });
});
