import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useAuth } from '../../features/auth';
import { useWorkspace } from '../../features/workspace';
import { StandalonePage } from '../../components/StandalonePage';
import { canRunOnboarding } from '../access';

/** /welcome: greeting, the selected tenant and project, and next steps. */
export default function WelcomePage() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const workspace = useWorkspace();
  const name = auth.user?.name || t('welcome.fallbackName');
  const session = auth.authMode === 'session';

  useEffect(() => {
    document.title = `${t('welcome.title', { name })} · ${t('appName')}`;
  }, [t, name]);

  return (
    <StandalonePage className="welcome" brand>
      <h1>{t('welcome.title', { name })}</h1>
      <p className="welcome__intro">{t('welcome.intro')}</p>

      <section aria-labelledby="welcome-workspace" className="card">
        <h2 id="welcome-workspace">{t('welcome.workspaceTitle')}</h2>
        {auth.authMode === 'token' ? (
          <p>{t('welcome.tokenMode', { project: workspace.selectedProject?.name ?? '' })}</p>
        ) : (
          <dl className="details-list">
            <dt>{t('welcome.tenant')}</dt>
            <dd>{workspace.selectedTenant?.name || t('welcome.none')}</dd>
            <dt>{t('welcome.project')}</dt>
            <dd>{workspace.selectedProject?.name || t('welcome.none')}</dd>
          </dl>
        )}
      </section>

      <section aria-labelledby="welcome-next" className="card">
        <h2 id="welcome-next">{t('welcome.nextTitle')}</h2>
        <ul className="next-steps">
          {session ? (
            <li>
              <Link to="/projects">{t('welcome.nextProjects')}</Link>
              <p>{t('welcome.nextProjectsHint')}</p>
            </li>
          ) : null}
          {canRunOnboarding(auth.authMode, auth.roles) ? (
            <li>
              <Link to="/onboarding">{t('welcome.nextOnboarding')}</Link>
              <p>{t('welcome.nextOnboardingHint')}</p>
            </li>
          ) : null}
          <li>
            <Link to="/dashboard">{t('welcome.nextDashboard')}</Link>
            <p>{t('welcome.nextDashboardHint')}</p>
          </li>
        </ul>
      </section>
    </StandalonePage>
  );
}
