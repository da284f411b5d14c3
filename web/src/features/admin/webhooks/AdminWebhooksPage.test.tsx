import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/renderApp';
import { answerByOperation, type OperationAnswers } from '../../../test/mocks/handlers/gateway';
import { forgetFreshness } from '../../../lib/apollo';
import AdminWebhooksPage from './AdminWebhooksPage';

const SECRET = 'whsec_Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV4cXV1eHF1eHE';

const webhook = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Webhook',
  id,
  name,
  url: `https://siem.banco.com.br/vigia/${id}`,
  events: ['SCAN_FAILED', 'FINDING_NEW'],
  minSeverity: 'HIGH',
  secretHint: 'uxHq',
  previousSecretExpiresAt: null,
  enabled: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-20T12:00:00Z',
  ...extra,
});

const attempt = (n: number, status: number | null, error: string | null) => ({
  __typename: 'WebhookAttempt',
  attempt: n,
  succeeded: status === 200,
  responseStatus: status,
  durationMs: 42 * n,
  error,
  createdAt: '2026-11-28T13:00:00Z',
});

function answers(overrides: OperationAnswers = {}) {
  return answerByOperation(
    {
      AdminWebhooks: () => ({
        data: {
          webhooks: {
            __typename: 'WebhookList',
            webhooks: [
              webhook('w1', 'SIEM'),
              webhook('w2', 'Chat', { enabled: false, disabledReason: 'Desativado automaticamente após 15 falhas consecutivas de entrega', consecutiveFailures: 15 }),
            ],
          },
        },
      }),
      AdminCreateWebhook: () => ({ data: { createWebhook: { __typename: 'CreatedWebhook', secret: SECRET, webhook: { __typename: 'Webhook', id: 'w3', name: 'Chamados' } } } }),
      AdminWebhookDeliveries: () => ({
        data: {
          webhookDeliveries: {
            __typename: 'WebhookDeliveryList',
            deliveries: [
              {
                __typename: 'WebhookDelivery',
                id: 'd1',
                event: 'SCAN_FAILED',
                status: 'SUCCEEDED',
                attempts: 2,
                responseStatus: 200,
                durationMs: 84,
                error: null,
                replayOf: null,
                createdAt: '2026-11-28T13:00:00Z',
                attemptLog: [attempt(1, 500, 'Resposta 500 do destino'), attempt(2, 200, null)],
              },
            ],
          },
        },
      }),
      AdminRotateWebhookSecret: (call) => ({
        data: {
          rotateWebhookSecret: {
            __typename: 'CreatedWebhook',
            secret: SECRET,
            webhook: { __typename: 'Webhook', id: call.variables.webhookId, secretHint: SECRET.slice(-4), previousSecretExpiresAt: '2026-11-30T12:00:00Z' },
          },
        },
      }),
      AdminTestWebhook: () => ({ data: { testWebhook: { __typename: 'WebhookDelivery', id: 'd9', status: 'PENDING' } } }),
      AdminReplayDelivery: () => ({ data: { replayWebhookDelivery: { __typename: 'WebhookDelivery', id: 'd2', status: 'PENDING' } } }),
      AdminUpdateWebhook: (call) => ({
        data: { updateWebhook: { __typename: 'Webhook', id: call.variables.webhookId, enabled: true, disabledReason: null, consecutiveFailures: 0 } },
      }),
    },
    overrides,
  );
}

function renderPage(graphql = answers()) {
  return renderApp(<AdminWebhooksPage tenantId="t1" />, { path: '/admin/webhooks', graphql });
}

const rowOf = (name: string) => screen.getAllByTestId('webhook-row').find((row) => within(row).queryByRole('rowheader', { name })) as HTMLElement;

afterEach(() => forgetFreshness());

describe('AdminWebhooksPage', () => {
  it('lists the webhooks with their events in Portuguese and says why one was disabled', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'SIEM' })).toBeInTheDocument();
    expect(rowOf('SIEM')).toHaveTextContent('Scan falhou, Novos achados');
    expect(rowOf('SIEM')).toHaveTextContent('Ativo');
    expect(rowOf('Chat')).toHaveTextContent('Desativado automaticamente após 15 falhas consecutivas de entrega');
    expect(within(rowOf('Chat')).getByRole('button', { name: 'Ativar Chat' })).toBeInTheDocument();
  });

  it('creates a webhook with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('rowheader', { name: 'SIEM' });
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Informe o nome, o endereço e ao menos um evento.');

    await user.type(within(dialog).getByLabelText('Nome'), 'Chamados');
    await user.type(within(dialog).getByLabelText('Endereço (https://)'), 'https://chamados.banco.com.br/vigia');
    await user.click(within(dialog).getByLabelText('Novos achados'));
    await user.selectOptions(within(dialog).getByLabelText('Severidade mínima dos achados'), 'CRITICAL');
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));

    const shown = await screen.findByTestId('webhook-secret');
    expect(shown).toHaveTextContent(SECRET);
    expect(screen.getByText(/Guarde este segredo agora: ele não será mostrado de novo\./)).toBeInTheDocument();
    expect(view.of('AdminCreateWebhook')[0]!.variables).toEqual({
      tenantId: 't1',
      input: { name: 'Chamados', url: 'https://chamados.banco.com.br/vigia', events: ['SCAN_FAILED', 'GATE_FAILED', 'FINDING_NEW'], minSeverity: 'CRITICAL' },
    });
    await user.click(screen.getByRole('button', { name: 'Concluído' }));
    await waitFor(() => expect(screen.queryByTestId('webhook-secret')).toBeNull());
  });

  it('shows the server refusal of an internal address in Portuguese', async () => {
    const user = userEvent.setup();
    const message = 'Dados inválidos: url aponta para um endereço de rede privada (10.0.0.5), que não pode receber webhooks';
    renderPage(answers({ AdminCreateWebhook: () => ({ errors: [{ message, extensions: { status: 422, field: 'url' } }] }) }));
    await screen.findByRole('rowheader', { name: 'SIEM' });
    await user.click(screen.getByRole('button', { name: 'Novo webhook' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nome'), 'Interno');
    await user.type(within(dialog).getByLabelText('Endereço (https://)'), 'https://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Criar webhook' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Não foi possível criar o webhook: ${message}`);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows the delivery log with each attempt and replays a delivery', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('rowheader', { name: 'SIEM' });
    await user.click(within(rowOf('SIEM')).getByRole('button', { name: 'Ver as entregas de SIEM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entregas de SIEM' });
    const [row] = await within(dialog).findAllByTestId('webhook-delivery-row');
    expect(row).toHaveTextContent('Scan falhou');
    expect(row).toHaveTextContent('Entregue');
    expect(row).toHaveTextContent('84 ms');
    expect(row).toHaveTextContent('Tentativa 1: 500 em 42 ms');
    expect(row).toHaveTextContent('Tentativa 2: 200 em 84 ms');
    expect(row).toHaveTextContent('28/11/2026');
    await user.click(within(row as HTMLElement).getByRole('button', { name: /Reenviar a entrega de/ }));
    expect(await screen.findByText('Entrega reenviada.')).toBeInTheDocument();
    expect(view.of('AdminReplayDelivery')[0]!.variables).toEqual({ tenantId: 't1', webhookId: 'w1', deliveryId: 'd1' });
  });

  it('enables a disabled webhook again', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('rowheader', { name: 'Chat' });
    await user.click(within(rowOf('Chat')).getByRole('button', { name: 'Ativar Chat' }));
    expect(await screen.findByText('Webhook ativado.')).toBeInTheDocument();
    expect(view.of('AdminUpdateWebhook')[0]!.variables).toEqual({ tenantId: 't1', webhookId: 'w2', input: { enabled: true } });
  });

  it('sends a test event to an enabled webhook only, and says where to see the result', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('rowheader', { name: 'SIEM' });
    expect(within(rowOf('Chat')).getByRole('button', { name: 'Enviar teste para Chat' })).toBeDisabled();
    await user.click(within(rowOf('SIEM')).getByRole('button', { name: 'Enviar teste para SIEM' }));
    expect(await screen.findByText('Evento de teste enviado para SIEM; o resultado aparece em Entregas.')).toBeInTheDocument();
    expect(view.of('AdminTestWebhook')[0]!.variables).toEqual({ tenantId: 't1', webhookId: 'w1' });
  });

  it('rotates the secret after a confirmation and shows the new one once, saying the old one signs for 24 hours', async () => {
    const user = userEvent.setup();
    const view = renderPage();
    await screen.findByRole('rowheader', { name: 'SIEM' });
    await user.click(within(rowOf('SIEM')).getByRole('button', { name: 'Gerar novo segredo para SIEM' }));
    const confirm = await screen.findByRole('dialog', { name: 'Gerar um novo segredo para SIEM?' });
    expect(confirm).toHaveTextContent('O atual continua assinando ao lado dele por 24 horas');
    expect(view.of('AdminRotateWebhookSecret')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(screen.getByText(/Troque o segredo no receptor nas próximas 24 horas/)).toBeInTheDocument();
    expect(view.of('AdminRotateWebhookSecret')[0]!.variables).toEqual({ tenantId: 't1', webhookId: 'w1' });
  });

  it('says until when the replaced secret still signs', async () => {
    renderPage(
      answers({
        AdminWebhooks: () => ({
          data: { webhooks: { __typename: 'WebhookList', webhooks: [webhook('w1', 'SIEM', { previousSecretExpiresAt: '2026-11-30T15:00:00Z' })] } },
        }),
      }),
    );
    expect(await screen.findByTestId('webhook-previous-secret')).toHaveTextContent('O segredo anterior também assina até 30/11/2026');
  });
});
