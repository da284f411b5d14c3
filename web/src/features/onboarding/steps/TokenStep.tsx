import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import type { OnboardingAction, OnboardingState } from '../state/onboardingState';

export interface WizardProject {
  id: string;
  name: string;
}

/** A token just created: its secret is shown this once. */
export interface NewToken {
  secret: string;
  id: string;
  name: string;
  prefix: string;
  expiresAt: string | null;
}

/** The tokens feature's pieces the step uses, composed by the app (features do not import each other). */
export interface TokenSlots {
  /** Creates a RUN token of the project. */
  form: (props: { tenantId: string; projectId: string; defaultName: string; submitLabel: string; onCreated: (created: NewToken) => void }) => ReactNode;
  /** The secret, shown once, with a copy button. */
  secret: (props: { name: string; secret: string; expiresAt: string | null }) => ReactNode;
}

/** generate-token: a RUN_ token of the project (the tokens component); the secret is shown once and never stored in the browser. */
export function TokenStep({
  state,
  dispatch,
  tenantId,
  project,
  projectSetup,
  tokens,
}: {
  state: OnboardingState;
  dispatch: (action: OnboardingAction) => void;
  tenantId: string | null;
  project: WizardProject | null;
  /** How to create the first project (composed by the app), offered when none is selected. */
  projectSetup?: ReactNode;
  tokens: TokenSlots;
}) {
  const { t } = useTranslation('onboarding');
  const [another, setAnother] = useState(false);

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

  const info = state.tokenInfo;
  if (info && info.projectId === project.id && !another) {
    return (
      <div className="onboarding__stack">
        <Message severity="success" text={t('token.created', { name: info.name, prefix: info.prefix, project: info.projectName })} />
        {state.generatedToken ? (
          tokens.secret({ name: info.name, secret: state.generatedToken, expiresAt: info.expiresAt })
        ) : (
          <>
            <p>{t('token.hiddenSecret')}</p>
            <div>
              <Button type="button" label={t('token.another')} icon="pi pi-refresh" outlined onClick={() => setAnother(true)} />
            </div>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="onboarding__stack">
      {tokens.form({
        tenantId,
        projectId: project.id,
        defaultName: t('token.defaultName', { project: project.name }),
        submitLabel: t('token.generate'),
        onCreated: (created) => {
          setAnother(false);
          dispatch({
            type: 'setToken',
            secret: created.secret,
            info: { id: created.id, name: created.name, prefix: created.prefix, projectId: project.id, projectName: project.name, expiresAt: created.expiresAt },
          });
        },
      })}
    </div>
  );
}
