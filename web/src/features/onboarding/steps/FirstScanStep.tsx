import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken, useQuery } from '@apollo/client/react';
import { useFreshOptions } from '../../../lib/apollo';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import type { ScanStatusFieldsFragment as ScanStatusFields } from '../../../gql/graphql';
import { CopyButton } from '../../../components/CopyButton';
import { OnboardingCurlQuery } from '../api/scanCurlCommand';
import type { OnboardingAction, OnboardingState } from '../state/onboardingState';
import type { WizardProject } from './TokenStep';

export interface WizardQuota {
  percent: number;
  warnings: string[];
}

/** The scan the wizard waits for: another one than the project's latest when the step opened. */
export function firstScanOf(state: OnboardingState, scan: ScanStatusFields | null): ScanStatusFields | null {
  const baseline = state.scanBaseline;
  if (!baseline || !scan?.scanId || scan.projectId !== baseline.projectId || scan.scanId === baseline.scanId) return null;
  return scan;
}

/**
 * first-scan: follows the project's scan live (the layout's scan status: subscription, polling
 * fallback), shows the manual alternative (scanCurlCommand) and explains a quota refusal.
 */
export function FirstScanStep({
  state,
  dispatch,
  tenantId,
  project,
  scan,
  scanPanel,
  quota,
}: {
  state: OnboardingState;
  dispatch: (action: OnboardingAction) => void;
  tenantId: string | null;
  project: WizardProject | null;
  scan: ScanStatusFields | null;
  scanPanel?: ReactNode;
  quota: WizardQuota | null;
}) {
  const { t } = useTranslation('onboarding');
  const curlVars = project ? { tenantId, projectId: project.id } : undefined;
  const curlFresh = useFreshOptions(OnboardingCurlQuery, curlVars, 'data');
  const curl = useQuery(OnboardingCurlQuery, curlVars ? { variables: curlVars, ...curlFresh } : skipToken);

  // The baseline is the project's latest scan once its status has loaded (null until then).
  const loadedFor = scan && project && scan.projectId === project.id ? project.id : null;
  useEffect(() => {
    if (loadedFor && state.scanBaseline?.projectId !== loadedFor) dispatch({ type: 'watchScans', projectId: loadedFor, scanId: scan?.scanId ?? null });
  }, [loadedFor, state.scanBaseline?.projectId, scan?.scanId, dispatch]);

  const first = firstScanOf(state, scan);
  const done = Boolean(first && !first.hasInProgress && first.stage === 'COMPLETED');
  useEffect(() => {
    if (done && !state.completedSteps.includes('first-scan')) dispatch({ type: 'firstScanDone' });
  }, [done, state.completedSteps, dispatch]);

  const exhausted = quota !== null && quota.percent >= 100;
  return (
    <div className="onboarding__stack">
      <div aria-live="polite" className="onboarding__stack">
        {!first ? <p>{t('scan.waiting', { project: project?.name ?? '' })}</p> : null}
        {first && first.stage !== 'COMPLETED' && first.stage !== 'FAILED' ? (
          <>
            <p>{t('scan.running', { progress: Math.round(first.progress) })}</p>
            <ProgressBar value={Math.round(first.progress)} aria-label={t('scan.running', { progress: Math.round(first.progress) })} />
          </>
        ) : null}
        {first && first.stage === 'FAILED' ? <Message severity="error" text={t('scan.failed', { error: first.error ?? '' })} /> : null}
        {done && first ? <Message severity="success" text={t('scan.done', { count: first.findingsCount ?? 0 })} /> : null}
      </div>
      {scanPanel}
      {exhausted ? <Message severity="error" text={t('scan.quotaExhausted')} /> : null}
      {quota && quota.warnings.length > 0 ? (
        <section aria-label={t('scan.quotaWarnings')}>
          <ul className="onboarding__warnings">
            {quota.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="onboarding__stack" aria-labelledby="onboarding-manual">
        <h3 id="onboarding-manual">{t('scan.manualTitle')}</h3>
        <p>{t('scan.manualBody')}</p>
        {curl.data?.scanCurlCommand ? (
          <>
            <pre className="onboarding__file" tabIndex={0} aria-label={t('scan.manualTitle')}>
              <code>{curl.data.scanCurlCommand.command}</code>
            </pre>
            <div>
              <CopyButton text={curl.data.scanCurlCommand.command} label={t('scan.copyCommand')} done={t('scan.commandCopied')} unavailable={t('clipboardUnavailable')} />
            </div>
          </>
        ) : null}
        {curl.error ? <Message severity="warn" text={t('scan.commandFailed')} /> : null}
      </section>
    </div>
  );
}
