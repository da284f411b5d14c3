import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { StandalonePage } from '../../components/StandalonePage';
import { canRunOnboarding } from '../access';

/** /welcome: greeting, the selected tenant and project, and next steps. */
export default function WelcomePage() {
  const { t } = useTranslation('welcome');
  const { t: tc } = useTranslation('common');
  const auth = useAuth();
  const workspace = useWorkspace();
  const name = auth.user?.name || t('fallbackName');
  const session = auth.authMode === 'session';

  useEffect(() => {
    document.title = `${t('title', { name })} · ${tc('appName')}`;
  }, [t, tc, name]);

  return (
    <StandalonePage className="welcome" brand>
      <h1>{t('title', { name })}</h1>
      <p className="welcome__intro">{t('intro')}</p>

      <section aria-labelledby="welcome-workspace" className="card">
        <h2 id="welcome-workspace">{t('workspaceTitle')}</h2>
        {auth.authMode === 'token' ? (
          <p>{t('tokenMode', { project: workspace.selectedProject?.name ?? '' })}</p>
        ) : (
          <dl className="details-list">
            <dt>{t('tenant')}</dt>
            <dd>{workspace.selectedTenant?.name || t('none')}</dd>
            <dt>{t('project')}</dt>
            <dd>{workspace.selectedProject?.name || t('none')}</dd>
          </dl>
        )}
      </section>

      <section aria-labelledby="welcome-next" className="card">
        <h2 id="welcome-next">{t('nextTitle')}</h2>
        <ul className="next-steps">
          {session ? (
            <li>
              <Link to="/projects">{t('nextProjects')}</Link>
              <p>{t('nextProjectsHint')}</p>
            </li>
          ) : null}
          {canRunOnboarding(auth.authMode, auth.roles) ? (
            <li>
              <Link to="/onboarding">{t('nextOnboarding')}</Link>
              <p>{t('nextOnboardingHint')}</p>
            </li>
          ) : null}
          <li>
            <Link to="/dashboard">{t('nextDashboard')}</Link>
            <p>{t('nextDashboardHint')}</p>
          </li>
        </ul>
      </section>
    </StandalonePage>
  );
}
