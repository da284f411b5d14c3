import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type { ScanStatusFieldsFragment as ScanStatusFields } from '../../gql/graphql';
import { formatDate } from '../../lib/format';
import { StandalonePage } from '../../components/StandalonePage';
import { useConfirm } from '../../components/confirm';
import { canGoNext, canGoPrevious, ONBOARDING_STEPS, onboardingProgress, type OnboardingStep } from './state/onboardingState';
import { useOnboarding } from './state/useOnboarding';
import { CiStep } from './steps/CiStep';
import { FirstScanStep, type WizardQuota } from './steps/FirstScanStep';
import { TokenStep, type TokenSlots, type WizardProject } from './steps/TokenStep';

export interface OnboardingPageProps {
  tenantId: string | null;
  project: WizardProject | null;
  /** The project's scan status (live through the layout's scan-status provider). */
  scan: ScanStatusFields | null;
  /** The live scan panel composed by the app. */
  scanPanel?: ReactNode;
  quota: WizardQuota | null;
  /** Creates the tenant's first project (composed by the app); shown when none is selected. */
  projectSetup?: ReactNode;
  /** The tokens feature's creation form and secret view (composed by the app). */
  tokens: TokenSlots;
}

/** /onboarding: welcome → generate-token → configure-ci → first-scan → complete (spec §3, §4). */
export function OnboardingPage({ tenantId, project, scan, scanPanel, quota, projectSetup, tokens }: OnboardingPageProps) {
  const { t } = useTranslation('onboarding');
  const { t: tc } = useTranslation('common');
  const [state, dispatch] = useOnboarding(project?.id ?? null);
  const confirm = useConfirm();
  const progress = onboardingProgress(state);
  const step = state.currentStep;
  const stepIndex = ONBOARDING_STEPS.indexOf(step);

  useEffect(() => {
    document.title = `${t(`steps.${step}`)} · ${t('title')} · ${tc('appName')}`;
  }, [t, tc, step]);

  const stateOf = (item: OnboardingStep) =>
    item === step ? t('stepState.current') : state.completedSteps.includes(item) ? t('stepState.done') : t('stepState.todo');

  return (
    <StandalonePage className="onboarding" brand>
      <h1>{t('title')}</h1>
      <p className="welcome__intro">{t('intro')}</p>
      <p id="onboarding-progress">{t('progress', { percent: progress })}</p>
      <ProgressBar value={progress} showValue={false} aria-labelledby="onboarding-progress" className="onboarding__progress" />
      <nav aria-label={t('stepsLabel')}>
        <ol className="onboarding__steps">
          {ONBOARDING_STEPS.map((item, index) => (
            <li key={item} aria-current={item === step ? 'step' : undefined} className={`onboarding__step${item === step ? ' onboarding__step--current' : ''}${state.completedSteps.includes(item) ? ' onboarding__step--done' : ''}`}>
              <span aria-hidden="true">{index + 1}. </span>
              {t(`steps.${item}`)}
              <span className="visually-hidden"> ({stateOf(item)})</span>
            </li>
          ))}
        </ol>
      </nav>

      <section className="card onboarding__panel" aria-labelledby="onboarding-step-title">
        <h2 id="onboarding-step-title">
          {stepIndex + 1}. {t(`steps.${step}`)}
        </h2>
        {step === 'welcome' ? (
          <div className="onboarding__stack">
            <p>{t('welcome.body')}</p>
            {project ? <p>{t('welcome.project', { name: project.name })}</p> : null}
            <div className="onboarding__actions">
              {state.completedSteps.length > 0 ? (
                <>
                  <Button type="button" label={t('welcome.continue')} icon="pi pi-arrow-right" onClick={() => dispatch({ type: 'next' })} />
                  <Button type="button" label={t('welcome.restart')} icon="pi pi-refresh" outlined onClick={() => dispatch({ type: 'reset' })} />
                </>
              ) : (
                <Button
                  type="button"
                  label={t('welcome.start')}
                  icon="pi pi-arrow-right"
                  onClick={() => {
                    dispatch({ type: 'start', now: new Date().toISOString() });
                    dispatch({ type: 'next' });
                  }}
                />
              )}
            </div>
          </div>
        ) : null}
        {step === 'generate-token' ? (
          <>
            <p>{t('token.body')}</p>
            <TokenStep state={state} dispatch={dispatch} tenantId={tenantId} project={project} projectSetup={projectSetup} tokens={tokens} />
          </>
        ) : null}
        {step === 'configure-ci' ? (
          <>
            <p>{t('ci.body')}</p>
            <CiStep state={state} dispatch={dispatch} tenantId={tenantId} project={project} />
          </>
        ) : null}
        {step === 'first-scan' ? (
          <>
            <p>{t('scan.body')}</p>
            <FirstScanStep state={state} dispatch={dispatch} tenantId={tenantId} project={project} scan={scan} scanPanel={scanPanel} quota={quota} />
          </>
        ) : null}
        {step === 'complete' ? (
          <div className="onboarding__stack">
            <p>{t('complete.body')}</p>
            {state.isCompleted && state.completedAt ? <p>{t('complete.finishedAt', { date: formatDate(state.completedAt, true) })}</p> : null}
            <div className="onboarding__actions">
              {!state.isCompleted ? (
                <Button type="button" label={t('complete.finish')} icon="pi pi-check" onClick={() => dispatch({ type: 'complete', now: new Date().toISOString() })} />
              ) : null}
              <Link to="/dashboard" className="p-button p-button-outlined">
                {t('complete.dashboard')}
              </Link>
            </div>
          </div>
        ) : null}
      </section>

      {step !== 'welcome' ? (
        <div className="onboarding__nav">
          <Button type="button" label={t('nav.previous')} icon="pi pi-arrow-left" outlined disabled={!canGoPrevious(state)} onClick={() => dispatch({ type: 'previous' })} />
          {step !== 'complete' ? (
            <Button type="button" label={t('nav.next')} icon="pi pi-arrow-right" iconPos="right" disabled={!canGoNext(state)} onClick={() => dispatch({ type: 'next' })} aria-describedby={canGoNext(state) ? undefined : 'onboarding-next-blocked'} />
          ) : null}
          <Button
            type="button"
            label={t('nav.reset')}
            icon="pi pi-refresh"
            text
            onClick={() => confirm({ title: t('reset.title'), description: t('reset.description'), onConfirm: () => dispatch({ type: 'reset' }) })}
          />
          {!canGoNext(state) && step !== 'complete' ? (
            <p id="onboarding-next-blocked" className="onboarding__hint">
              {t('nav.nextBlocked')}
            </p>
          ) : null}
        </div>
      ) : null}
    </StandalonePage>
  );
}

export default OnboardingPage;
