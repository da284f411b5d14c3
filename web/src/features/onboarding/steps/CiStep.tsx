import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { getServerMessage } from '../../../lib/apollo';
import { lowerCode, upperCode } from '../../../lib/enumCodes';
import { GenerateCiTemplateMutation } from '../api/generateCiTemplate';
import { DownloadHttpError } from '../../../lib/http/authenticatedDownload';
import { downloadCiZip } from '../api/ciZip';
import { CopyButton } from '../../../components/CopyButton';
import { ExportProgress } from '../../../components/export-progress/ExportProgress';
import { useProgressDownload } from '../../../components/export-progress/useProgressDownload';
import type { CiFailOn, CiPlatform, CiTrigger, OnboardingAction, OnboardingState } from '../state/onboardingState';
import type { WizardProject } from './TokenStep';

const PLATFORMS: CiPlatform[] = ['github', 'gitlab', 'azure', 'bitbucket', 'jenkins'];
const TRIGGERS: CiTrigger[] = ['push', 'pull_request', 'schedule', 'manual'];
const FAIL_ON: CiFailOn[] = ['critical', 'high', 'medium', 'low', 'none'];

/** configure-ci: platform, triggers and failOn; the generated file to copy or download as a zip. */
export function CiStep({ state, dispatch, tenantId, project }: { state: OnboardingState; dispatch: (action: OnboardingAction) => void; tenantId: string | null; project: WizardProject | null }) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  const template = state.generatedTemplate;
  const platform = state.selectedPlatform ?? template?.platform ?? 'github';
  const [triggers, setTriggers] = useState<CiTrigger[]>(template?.triggers ?? ['push', 'pull_request']);
  const [failOn, setFailOn] = useState<CiFailOn>(template?.failOn ?? 'high');
  const [error, setError] = useState<string | null>(null);
  const zip = useProgressDownload();
  const [generate, { loading }] = useMutation(GenerateCiTemplateMutation);

  if (!project || !tenantId) return <Message severity="warn" text={t('token.noProject')} />;
  const request = { tenantId, projectId: project.id, platform, triggers, failOn, ...(state.tokenInfo ? { tokenId: state.tokenInfo.id } : {}) };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (triggers.length === 0) return;
    setError(null);
    try {
      // The wizard keeps the contract's codes (the zip's query string, the stored state); GraphQL has its ALL_CAPS values.
      const input = { ...request, platform: upperCode(platform), triggers: triggers.map(upperCode), failOn: upperCode(failOn) };
      const { data } = await generate({ variables: { input } });
      const result = data?.generateCiTemplate;
      if (!result) throw new Error('no template');
      dispatch({
        type: 'setTemplate',
        template: {
          platform: lowerCode(result.platform),
          triggers,
          failOn,
          path: result.path,
          content: result.content,
          secretName: result.secretName,
          zipFileName: result.zipFileName,
          instructions: result.instructions.filter((line): line is string => typeof line === 'string'),
        },
      });
    } catch (failure) {
      setError(getServerMessage(failure) ?? t('ci.failed'));
    }
  }

  function downloadZip() {
    if (!template) return;
    zip.start({
      title: t('ci.zipDialog'),
      download: (hooks) => downloadCiZip({ ...request, platform: template.platform, triggers: template.triggers, failOn: template.failOn }, template.zipFileName, hooks),
      errorMessage: (failure) => (failure instanceof DownloadHttpError && failure.serverMessage ? failure.serverMessage : t('ci.downloadFailed')),
    });
  }

  return (
    <div className="onboarding__stack">
      <form onSubmit={(event) => void submit(event)} className="onboarding__stack" noValidate>
        <fieldset className="onboarding__fieldset">
          <legend>{t('ci.platform')}</legend>
          {PLATFORMS.map((option) => (
            <div key={option} className="onboarding__choice">
              <RadioButton inputId={`${id}-platform-${option}`} name="platform" value={option} checked={platform === option} onChange={() => dispatch({ type: 'selectPlatform', platform: option })} />
              <label htmlFor={`${id}-platform-${option}`}>{t(`ci.platforms.${option}`)}</label>
            </div>
          ))}
        </fieldset>
        <fieldset className="onboarding__fieldset">
          <legend>{t('ci.triggers')}</legend>
          {TRIGGERS.map((option) => (
            <div key={option} className="onboarding__choice">
              <Checkbox
                inputId={`${id}-trigger-${option}`}
                checked={triggers.includes(option)}
                onChange={(event) => setTriggers((current) => (event.checked ? TRIGGERS.filter((x) => x === option || current.includes(x)) : current.filter((x) => x !== option)))}
              />
              <label htmlFor={`${id}-trigger-${option}`}>{t(`ci.triggerNames.${option}`)}</label>
            </div>
          ))}
          {triggers.length === 0 ? <Message severity="warn" text={t('ci.triggersRequired')} /> : null}
        </fieldset>
        <fieldset className="onboarding__fieldset">
          <legend>{t('ci.failOn')}</legend>
          {FAIL_ON.map((option) => (
            <div key={option} className="onboarding__choice">
              <RadioButton inputId={`${id}-failon-${option}`} name="failOn" value={option} checked={failOn === option} onChange={() => setFailOn(option)} />
              <label htmlFor={`${id}-failon-${option}`}>{t(`ci.failOnNames.${option}`)}</label>
            </div>
          ))}
        </fieldset>
        {error ? <Message severity="error" text={error} /> : null}
        <div>
          <Button type="submit" label={loading ? t('ci.generating') : t('ci.generate')} icon="pi pi-file" disabled={loading || triggers.length === 0} />
        </div>
      </form>

      {template ? (
        <section aria-labelledby={`${id}-file`} className="onboarding__stack">
          <h3 id={`${id}-file`}>{t('ci.fileTitle', { path: template.path })}</h3>
          <p>{t('ci.secret', { name: template.secretName })}</p>
          <h4>{t('ci.instructions')}</h4>
          <ol>
            {template.instructions.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <div className="onboarding__actions">
            <CopyButton text={template.content} label={t('ci.copy')} done={t('ci.copied')} unavailable={t('clipboardUnavailable')} />
            <Button type="button" icon="pi pi-download" label={t('ci.download')} outlined loading={zip.busy} disabled={zip.busy} onClick={downloadZip} />
          </div>
          <pre className="onboarding__file" tabIndex={0} aria-label={t('ci.fileTitle', { path: template.path })}>
            <code>{template.content}</code>
          </pre>
        </section>
      ) : null}
      <ExportProgress download={zip} />
    </div>
  );
}
