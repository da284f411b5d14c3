import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { getServerMessage } from '../../../lib/apollo';
import { formatDate } from '../../../lib/format';
import { CreateRunTokenMutation } from '../api/createRunToken';
import { CopyButton } from '../CopyButton';
import type { OnboardingAction, OnboardingState } from '../state/onboardingState';

export interface WizardProject {
  id: string;
  name: string;
}

/** generate-token: a RUN_ token of the project; the secret is shown once and never stored in the browser. */
export function TokenStep({
  state,
  dispatch,
  tenantId,
  project,
  projectSetup,
}: {
  state: OnboardingState;
  dispatch: (action: OnboardingAction) => void;
  tenantId: string | null;
  project: WizardProject | null;
  /** How to create the first project (composed by the app), offered when none is selected. */
  projectSetup?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const id = useId();
  // The default name follows the project (it may be created from this step); typing overrides it.
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? (project ? t('token.defaultName', { project: project.name }) : '');
  const [error, setError] = useState<string | null>(null);
  const [createToken, { loading }] = useMutation(CreateRunTokenMutation);

  if (!project || !tenantId) {
    return (
      <>
        <Message severity="warn" text={t('token.noProject')} />
        <div className="onboarding__actions">
          {projectSetup}
          <Link to="/projects">{t('token.chooseProject')}</Link>
        </div>
      </>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    await generate();
  }

  async function generate() {
    if (!project || !tenantId || !name.trim()) return;
    setError(null);
    try {
      const { data } = await createToken({ variables: { tenantId, input: { name: name.trim(), projectId: project.id, kind: 'RUN' } } });
      const created = data?.createTenantToken;
      if (!created) throw new Error('no token');
      dispatch({
        type: 'setToken',
        secret: created.secret,
        info: { id: created.token.id, name: created.token.name, prefix: created.token.prefix, projectId: created.token.projectId, projectName: project.name, expiresAt: created.token.expiresAt ?? null },
      });
    } catch (failure) {
      setError(getServerMessage(failure) ?? t('token.failed'));
    }
  }

  const info = state.tokenInfo;
  if (info && info.projectId === project.id) {
    return (
      <div className="onboarding__stack">
        <Message severity="success" text={t('token.created', { name: info.name, prefix: info.prefix, project: info.projectName })} />
        <p>{info.expiresAt ? t('token.expires', { date: formatDate(info.expiresAt) }) : t('token.noExpiry')}</p>
        {state.generatedToken ? (
          <div className="onboarding__secret">
            <label htmlFor={`${id}-secret`}>{t('token.secretLabel')}</label>
            <InputText id={`${id}-secret`} value={state.generatedToken} readOnly className="onboarding__code-input" />
            <CopyButton text={state.generatedToken} label={t('token.copy')} done={t('token.copied')} />
            <Message severity="warn" text={t('token.secretOnce')} />
          </div>
        ) : (
          <>
            <p>{t('token.hiddenSecret')}</p>
            {error ? <Message severity="error" text={error} /> : null}
            <div>
              <Button type="button" label={loading ? t('token.generating') : t('token.another')} icon="pi pi-refresh" outlined onClick={() => void generate()} disabled={loading} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="onboarding__stack" noValidate>
      <label htmlFor={`${id}-name`}>{t('token.name')}</label>
      <InputText id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} maxLength={120} required />
      {error ? <Message severity="error" text={error} /> : null}
      <div>
        <Button type="submit" label={loading ? t('token.generating') : t('token.generate')} icon="pi pi-key" disabled={loading || !name.trim()} />
      </div>
    </form>
  );
}
