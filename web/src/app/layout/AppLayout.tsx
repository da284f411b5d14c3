import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { FullScreenLoader, InlineLoader } from '../../components/FullScreenLoader';
import { LazyMessage } from '../../components/LazyMessage';
import { LARGE_SCREEN, useMediaQuery } from '../../components/useMediaQuery';
import { useAuth } from '../../features/auth';
import { ProjectSelector, TenantSelector, useWorkspace } from '../../features/workspace';
import { QuotaIndicator, useQuotaToast } from '../../features/quota';
import { ScanBadge, ScanStatusProvider } from '../../features/scans';
import { TENANT_ADMIN } from '../access';
import { withRouteNamespaces } from '../../lib/i18n';
import { onMfaRequired } from '../../lib/auth-events';
import { buildNavItems } from './navItems';
import { buildBreadcrumbs } from './breadcrumbs';
import { Breadcrumbs } from './Breadcrumbs';
import { SidebarNav } from './SidebarNav';
import { SkipLinks } from './SkipLinks';
import { UserMenu } from './UserMenu';

/** Pull-to-refresh follows touch events only: screens without touch never load it. */
const PullToRefresh = lazy(() => import('../../components/PullToRefresh').then((module) => ({ default: module.PullToRefresh })));
/** Only small screens have a drawer. */
const AppDrawer = lazy(() => import('./AppDrawer'));
/** Perfil and Configurações of the user menu, loaded with their strings when their dialog opens. */
const ProfilePanel = lazy(withRouteNamespaces(['account'], () => import('../../features/account/ProfilePanel')));
const SessionsPanel = lazy(withRouteNamespaces(['account'], () => import('../../features/account/SessionsPanel')));
const NotificationsPanel = lazy(withRouteNamespaces(['account'], () => import('../../features/account/NotificationsPanel')));
const SecondFactorPanel = lazy(withRouteNamespaces(['mfa'], () => import('../../features/auth/mfa/SecondFactorPanel')));
/** Opened when a change is refused with MFA_REQUIRED (a session from before the tenant's policy). */
const MfaPromptDialog = lazy(withRouteNamespaces(['mfa'], () => import('../../features/auth/mfa/MfaPromptDialog')));

const MAIN_ID = 'conteudo';
const NAV_ID = 'navegacao';

/** App layout of spec §2: sticky top bar, fixed sidebar ≥ 1024 px or drawer below, breadcrumbs, skip links. */
export function AppLayout() {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation('common');
  const auth = useAuth();
  const workspace = useWorkspace();
  const location = useLocation();
  const navigate = useNavigate();
  const isLarge = useMediaQuery(LARGE_SCREEN);
  const [mfaPrompt, setMfaPrompt] = useState(false);
  useEffect(() => onMfaRequired(() => setMfaPrompt(true)), []);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  const isAdmin = auth.roles.includes(TENANT_ADMIN);
  const session = auth.authMode === 'session';
  const groups = useMemo(
    () => buildNavItems({ authMode: auth.authMode, hasProject: Boolean(workspace.selectedProject), isAdmin }),
    [auth.authMode, workspace.selectedProject, isAdmin],
  );
  const crumbs = buildBreadcrumbs(location.pathname, workspace.selectedProject, session ? '/projects' : null);

  // The toast's action lands on /admin's usage section (spec §2).
  const openAdmin = useCallback(() => navigate('/admin#uso'), [navigate]);
  useQuotaToast(workspace.usage, isAdmin ? openAdmin : undefined);

  // Focus management: move focus to the main region after each navigation (not on first load).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: false });
  }, [location.pathname]);

  // The page title follows the last breadcrumb.
  const last = crumbs[crumbs.length - 1];
  const pageTitle = last ? (last.label ?? t(last.labelKey as 'breadcrumbs.home')) : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${tc('appName')}` : tc('appName');
  }, [pageTitle, tc]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // Pull-to-refresh (touch screens): every query of the page fetched again, whatever its freshness.
  const client = useApolloClient();
  const refreshPage = useCallback(() => client.refetchQueries({ include: 'active' }), [client]);

  const selectors = (
    <>
      {session ? <TenantSelector canSwitch={isAdmin} /> : null}
      <ProjectSelector tokenMode={auth.authMode === 'token'} />
    </>
  );

  const displayEmail = auth.user?.email ?? (auth.authMode === 'token' ? t('user.tokenAccess') : null);
  const profile = (
    <Suspense fallback={<InlineLoader message={tc('loading.default')} />}>
      <ProfilePanel
        name={auth.user?.name ?? null}
        email={displayEmail}
        roles={auth.roles}
        tokenMode={auth.authMode === 'token'}
        onSaved={() => void auth.refreshSession()}
      />
    </Suspense>
  );
  const settings = (
    <div className="settings-panel">
      {selectors}
      {session ? (
        <Suspense fallback={<InlineLoader message={tc('loading.default')} />}>
          <SecondFactorPanel />
          <NotificationsPanel tenantId={workspace.selectedTenant?.id ?? null} />
          <SessionsPanel onEndedCurrent={() => void auth.logout()} />
        </Suspense>
      ) : null}
    </div>
  );

  return (
    <ScanStatusProvider tenantId={session ? (workspace.selectedTenant?.id ?? null) : null} projectId={workspace.selectedProject?.id ?? null}>
    <div className={`app-layout${isLarge ? ' app-layout--large' : ''}`}>
      {navigator.maxTouchPoints > 0 ? (
        <Suspense fallback={null}>
          <PullToRefresh onRefresh={refreshPage} />
        </Suspense>
      ) : null}
      <SkipLinks mainId={MAIN_ID} navId={NAV_ID} onNavigation={isLarge ? undefined : () => setDrawerOpen(true)} />
      <header className="topbar">
        {!isLarge ? (
          <Button
            type="button"
            icon="pi pi-bars"
            text
            rounded
            aria-label={t('menu.open')}
            aria-expanded={drawerOpen}
            aria-controls="menu-lateral"
            onClick={() => setDrawerOpen(true)}
          />
        ) : null}
        <Link to="/" className="topbar__brand">
          <i className="pi pi-shield" aria-hidden="true" />
          <span>{tc('appName')}</span>
        </Link>
        <div className="topbar__selectors">{isLarge ? selectors : null}</div>
        <div className="topbar__end">
          <ScanBadge />
          <QuotaIndicator usage={workspace.usage} />
          <UserMenu
            name={auth.user?.name ?? null}
            email={displayEmail}
            details={profile}
            settings={settings}
            onLogout={() => void auth.logout()}
          />
        </div>
      </header>

      <div className="app-layout__body">
        {isLarge ? (
          <aside className="app-sidebar" aria-label={t('nav.sidebar')}>
            <SidebarNav groups={groups} id={NAV_ID} />
          </aside>
        ) : (
          <Suspense fallback={null}>
            <AppDrawer
              id="menu-lateral"
              visible={drawerOpen}
              onHide={closeDrawer}
              header={<span className="app-drawer__title">{tc('appName')}</span>}
              aria-label={t('nav.sidebar')}
            >
              <SidebarNav groups={groups} id={NAV_ID} onNavigate={closeDrawer} selectors={selectors} />
            </AppDrawer>
          </Suspense>
        )}

        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className="app-main">
          <Breadcrumbs crumbs={crumbs} />
          {workspace.error ? <LazyMessage severity="error" text={workspace.error} className="app-main__alert" /> : null}
          {/* Spec §2: a full-screen loading view while a lazy page loads. */}
          <Suspense fallback={<FullScreenLoader message={tc('loading.page')} />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      {mfaPrompt ? (
        <Suspense fallback={null}>
          <MfaPromptDialog onHide={() => setMfaPrompt(false)} />
        </Suspense>
      ) : null}
    </div>
    </ScanStatusProvider>
  );
}

export default AppLayout;
