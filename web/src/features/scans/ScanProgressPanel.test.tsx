import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, Subject } from 'rxjs';
import { makeAuth, makeWorkspace, Providers } from '../../test/fixtures';
import { ScanProgressPanel, ScanStatusProvider } from '.';

const running = {
  __typename: 'ScanStatus', scanId: 's1', projectId: 'p1', hasInProgress: true, progress: 40, stage: 'ANALYZING',
  startedAt: '2026-11-23T12:00:00Z', finishedAt: null, estimatedCompletion: null, etaSeconds: 90, canResume: false,
  filesTotal: 10, filesScanned: 4, findingsCount: null, error: null, filesSkippedCount: 0, filesSkipped: [],
};
const completed = { ...running, hasInProgress: false, progress: 100, stage: 'COMPLETED', finishedAt: '2026-11-23T12:02:00Z', etaSeconds: null, findingsCount: 37 };

/** One result, then the end: how the link answers a query or mutation. */
function answerOnce(result: object) {
  return new Observable<object>((observer) => {
    observer.next(result);
    observer.complete();
  });
}

/** A link failing every operation with the given GraphQL error. */
const failingLink = (message: string, extensions: object) => new ApolloLink(() => answerOnce({ errors: [{ message, extensions }] }));

/** A link answering scanStatus with the server's current status, streaming subscription events from `stream`. */
function scanLink(server: { status: object }, stream: Subject<object>, calls: string[] = []) {
  const status = () => server.status;
  return new ApolloLink((operation) => {
    calls.push(operation.operationName ?? '');
    if (operation.operationType === OperationTypeNode.SUBSCRIPTION) {
      return new Observable((observer) => {
        const sub = stream.subscribe({ next: (data) => observer.next({ data: { scanStatusChanged: data } }), error: (e) => observer.error(e), complete: () => observer.complete() });
        return () => sub.unsubscribe();
      });
    }
    const data = operation.operationName === 'ResumeScan' ? { resumeScan: { ...status(), canResume: false, hasInProgress: true, stage: 'QUEUED' } } : { scanStatus: status() };
    return answerOnce({ data });
  });
}

function renderPanel(link: ApolloLink) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  render(
    <Providers auth={makeAuth()} workspace={makeWorkspace()} client={client}>
      <ScanStatusProvider tenantId="t1" projectId="p1">
        <ScanProgressPanel />
      </ScanStatusProvider>
    </Providers>,
  );
}

describe('ScanProgressPanel', () => {
  it('holds its place with a hidden panel of a finished scan\'s lines until the first status arrives (no layout shift)', async () => {
    let answer: (status: object) => void = () => undefined;
    renderPanel(
      new ApolloLink((operation) =>
        operation.operationType === OperationTypeNode.SUBSCRIPTION
          ? new Observable(() => undefined)
          : new Observable((observer) => {
              answer = (status) => {
                observer.next({ data: { scanStatus: status } });
                observer.complete();
              };
            }),
      ),
    );
    const pending = screen.getByTestId('scan-panel-pending');
    expect(pending).toHaveAttribute('aria-hidden', 'true');
    expect(pending.querySelectorAll('h2, p')).toHaveLength(3);
    answer(completed);
    expect(await screen.findByText('Concluído')).toBeInTheDocument();
    expect(screen.queryByTestId('scan-panel-pending')).not.toBeInTheDocument();
  });

  it('says "Erro ao verificar status do scan" when the status cannot be read', async () => {
    renderPanel(failingLink('boom', { code: 'INTERNAL', status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao verificar status do scan');
  });

  it('a 400 says "Projeto não encontrado no contexto"', async () => {
    renderPanel(failingLink('Bad request', { code: 'BAD_REQUEST', status: 400 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Projeto não encontrado no contexto');
  });

  it('follows the stream to "Concluído" and announces the refresh when the scan ends', async () => {
    const stream = new Subject<object>();
    const server: { status: object } = { status: running };
    renderPanel(scanLink(server, stream));
    expect(await screen.findByText('Analisando')).toBeInTheDocument();
    expect(screen.getByText(/Tempo restante estimado: 2 min/)).toBeInTheDocument();
    await waitFor(() => expect(stream.observed).toBe(true));
    stream.next({ ...running, stage: 'GENERATING_COMPLIANCE', progress: 80 });
    expect(await screen.findByText('Gerando Compliance')).toBeInTheDocument();
    server.status = completed;
    stream.next(completed);
    stream.complete();
    expect(await screen.findByText('Concluído')).toBeInTheDocument();
    expect(await screen.findByText('Scan concluído! Atualizando dashboard...')).toBeInTheDocument();
    expect(screen.getByText(/Achados: 37/)).toBeInTheDocument();
  });

  it('says the stream failed and falls back to polling', async () => {
    const stream = new Subject<object>();
    renderPanel(scanLink({ status: running }, stream));
    await screen.findByText('Analisando');
    await waitFor(() => expect(stream.observed).toBe(true));
    stream.error(new Error('network'));
    expect(await screen.findByText(/Conexão SSE falhou\. Atualização em tempo real indisponível/)).toBeInTheDocument();
  });

  it('offers to resume an interrupted scan and asks the server to resume it', async () => {
    const calls: string[] = [];
    renderPanel(scanLink({ status: { ...running, hasInProgress: false, stage: 'FAILED', canResume: true, error: 'Processo interrompido' } }, new Subject(), calls));
    expect(await screen.findByText('A análise falhou: Processo interrompido')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retomar scan' }));
    expect(await screen.findByText('Scan retomado')).toBeInTheDocument();
    expect(calls).toContain('ResumeScan');
    expect(await screen.findByText('Na Fila')).toBeInTheDocument();
  });

  it('when the scan left files unanalysed, then the card counts them and a dialog names each with its reason', async () => {
    const skipped = [
      { __typename: 'SkippedFile', file: 'dados/export.csv', code: 'too_large', reason: 'Arquivo maior que o limite de 2.048 KB; não foi lido.' },
      { __typename: 'SkippedFile', file: 'src/Extrato.java', code: 'parse_error', reason: 'Erro de sintaxe na linha 8: a análise de fluxo de dados não leu esse trecho; o resto do arquivo foi analisado.' },
    ];
    renderPanel(scanLink({ status: { ...completed, filesSkippedCount: 1234, filesSkipped: skipped } }, new Subject()));
    expect(await screen.findByText('1.234 arquivo(s) não analisado(s)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The count line shows while the notice's code loads; its button comes with the notice.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Ver arquivos e motivos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivos não analisados' });
    expect(within(dialog).getByText('dados/export.csv')).toBeInTheDocument();
    expect(within(dialog).getByText('Arquivo maior que o limite de 2.048 KB; não foi lido.')).toBeInTheDocument();
    expect(within(dialog).getByText('src/Extrato.java')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Erro de sintaxe na linha 8/)).toBeInTheDocument();
    expect(within(dialog).getByText('Mostrando os primeiros 2 de 1.234. O SARIF da análise lista até 1.000.')).toBeInTheDocument();
  });

  it('when every file was analysed, then the card says nothing about skipped files', async () => {
    renderPanel(scanLink({ status: completed }, new Subject()));
    expect(await screen.findByText('Concluído')).toBeInTheDocument();
    expect(screen.queryByText(/não analisado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver arquivos e motivos' })).not.toBeInTheDocument();
  });
});
