import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { skipToken, useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { getFragmentData, type FragmentType } from '../../gql';
import type { ScanStage, ScanStatusFieldsFragment as ScanStatusFields } from '../../gql/graphql';
import { useToast } from '../../components/toast';
import { clientErrors } from '../../lib/client-errors';
import { getErrorStatus, getServerMessage, isNetworkError, useFreshOptions } from '../../lib/apollo';
import { ResumeScanMutation, ScanStatusChangedSubscription, ScanStatusFieldsFragment, ScanStatusQuery } from './api/scanStatus';
import { SCAN_POLL_MS } from './scanStages';

export interface ScanStatusContextValue {
  status: ScanStatusFields | null;
  /** The project's latest completed scan as the status says (null while one runs or the latest failed): pages showing scan data compare theirs with it. */
  completedScanId: string | null;
  /** The status could not be read (spec §8): 'Projeto não encontrado no contexto' or 'Erro ao verificar status do scan'. */
  error: string | null;
  /** The live stream failed: status is polled every 10 s instead. */
  streamFailed: boolean;
  resuming: boolean;
  resume: () => Promise<void>;
}

const ScanStatusContext = createContext<ScanStatusContextValue | null>(null);

/**
 * Scan status of the selected project for the whole layout (top-bar badge, dashboard panel):
 * polled every 10 s, and while a scan runs streamed through the scanStatusChanged subscription,
 * whose events are written into the normalised cache. When the in-progress flag goes from
 * true to false the dashboard data is refreshed (spec §4).
 */
export function ScanStatusProvider({ tenantId, projectId, children }: { tenantId: string | null; projectId: string | null; children: ReactNode }) {
  const { t } = useTranslation('scans');
  const toast = useToast();
  const client = useApolloClient();
  const variables = useMemo(() => ({ tenantId, projectId }), [tenantId, projectId]);
  const [failedStreamOf, setFailedStreamOf] = useState<string | null>(null);

  const fresh = useFreshOptions(ScanStatusQuery, variables, 'data');
  const running = useQuery(ScanStatusQuery, projectId ? { variables, ...fresh } : skipToken);
  const status = getFragmentData(ScanStatusFieldsFragment, running.data?.scanStatus ?? null);
  const liveScanId = status?.hasInProgress && status.scanId && failedStreamOf !== status.scanId ? status.scanId : null;

  const writeStatus = useCallback(
    (next: FragmentType<typeof ScanStatusFieldsFragment>) => {
      client.cache.updateQuery({ query: ScanStatusQuery, variables }, () => ({ __typename: 'Query' as const, scanStatus: next }));
    },
    [client, variables],
  );

  useSubscription(ScanStatusChangedSubscription, liveScanId ? {
    variables: { scanId: liveScanId },
    onData: ({ data }) => {
      if (data.data?.scanStatusChanged) writeStatus(data.data.scanStatusChanged);
    },
    onError: (error) => {
      setFailedStreamOf(liveScanId);
      clientErrors.warn(`${t('toast.streamFailed')}: ${error.message}`, { context: { scanId: liveScanId } });
    },
  } : skipToken);

  // Poll while no stream is open; a scan started elsewhere (CI) shows up within 10 s.
  const { startPolling, stopPolling } = running;
  useEffect(() => {
    if (!projectId || liveScanId) {
      stopPolling();
      return undefined;
    }
    startPolling(SCAN_POLL_MS);
    return () => stopPolling();
  }, [projectId, liveScanId, startPolling, stopPolling]);

  // A failed status read (spec §8): said once in a toast when it starts failing, and kept in the
  // context for the panel while it keeps failing (polling goes on and clears it on success).
  const statusError = scanStatusError(running.error, t);
  useEffect(() => {
    if (statusError) toast.show({ severity: 'error', detail: statusError });
  }, [statusError, toast]);

  // A finished scan is noticed however fast it ran: the in-progress flag going from true to false,
  // or a completed scan other than the one last seen (a CI scan can start and end between two polls).
  const lastSeen = useRef<SeenScan | null>(null);
  const completedScanId = status && !status.hasInProgress && status.stage === 'COMPLETED' ? status.scanId : null;
  useEffect(() => {
    if (!status) return;
    const seen: SeenScan = { projectId: status.projectId ?? projectId, scanId: status.scanId ?? null, inProgress: status.hasInProgress, stage: status.stage };
    const previous = lastSeen.current;
    lastSeen.current = seen;
    if (scanJustFinished(previous, seen)) {
      toast.show({ severity: 'success', detail: t('toast.completed') });
      void client.refetchQueries({ include: 'active' });
    }
    // The fields compared are the dependencies; the status object itself changes on every poll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status?.projectId, status?.scanId, status?.hasInProgress, status?.stage, projectId, client, t, toast]);

  const [resumeScan, resumeState] = useMutation(ResumeScanMutation);
  const scanId = status?.scanId ?? null;
  const resume = useCallback(async () => {
    if (!scanId) return;
    try {
      const result = await resumeScan({ variables: { ...variables, scanId } });
      if (result.data?.resumeScan) writeStatus(result.data.resumeScan);
      setFailedStreamOf(null);
      toast.show({ severity: 'success', detail: t('toast.resumed') });
    } catch (error) {
      toast.show({ severity: 'error', detail: getServerMessage(error) ?? t('toast.resumeFailed') });
    }
  }, [resumeScan, scanId, t, toast, variables, writeStatus]);

  const value = useMemo<ScanStatusContextValue>(
    () => ({ status, completedScanId, error: statusError, streamFailed: Boolean(status?.scanId && failedStreamOf === status.scanId), resuming: resumeState.loading, resume }),
    [status, completedScanId, statusError, failedStreamOf, resumeState.loading, resume],
  );
  return <ScanStatusContext.Provider value={value}>{children}</ScanStatusContext.Provider>;
}

export function useScanStatus(): ScanStatusContextValue {
  const value = useContext(ScanStatusContext);
  if (!value) throw new Error('useScanStatus must be used inside ScanStatusProvider');
  return value;
}

interface SeenScan {
  projectId: string | null;
  scanId: string | null;
  inProgress: boolean;
  stage: ScanStage;
}

/** True when the project's scan just ended (spec §4's toast and refresh): its in-progress flag went from true to false, or a new scan completed between two reads. */
export function scanJustFinished(previous: SeenScan | null, current: SeenScan): boolean {
  if (!previous || previous.projectId !== current.projectId || current.inProgress) return false;
  if (previous.scanId === current.scanId) return previous.inProgress;
  return current.stage === 'COMPLETED';
}

/** Spec §8 (scan status): 400 'Projeto não encontrado no contexto'; 5xx or no answer 'Erro ao verificar status do scan'. */
function scanStatusError(error: unknown, t: (key: 'toast.projectNotFound' | 'toast.statusFailed') => string): string | null {
  if (!error) return null;
  const status = getErrorStatus(error);
  if (status === 400) return t('toast.projectNotFound');
  if ((status !== undefined && status >= 500) || (status === undefined && isNetworkError(error))) return t('toast.statusFailed');
  return null;
}
