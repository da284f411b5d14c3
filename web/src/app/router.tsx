import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { RootRoute } from './RootRoute';
import { RequireAuth, RequireProject, RequireRole, RequireSession } from './guards';
import { TENANT_ADMIN } from './access';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { withRouteNamespaces } from '../lib/i18n';

const HomeRedirect = lazy(() => import('./pages/HomeRedirect'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const WelcomePage = lazy(withRouteNamespaces(['welcome'], () => import('./pages/WelcomePage')));
const AppLayout = lazy(() => import('./layout/AppLayout'));
const ProjectsRoute = lazy(withRouteNamespaces(['projects'], () => import('./routes/ProjectsRoute')));
const LoginPage = lazy(withRouteNamespaces(['sign-in'], () => import('../features/auth/pages/LoginPage')));
const SignupPage = lazy(withRouteNamespaces(['sign-in'], () => import('../features/auth/pages/SignupPage')));
const AuthCallbackPage = lazy(withRouteNamespaces(['mfa'], () => import('../features/auth/pages/AuthCallbackPage')));
const SsoCallbackPage = lazy(withRouteNamespaces(['sign-in', 'mfa'], () => import('../features/auth/pages/SsoCallbackPage')));
const AcceptInvitePage = lazy(withRouteNamespaces(['sign-in', 'mfa'], () => import('../features/auth/pages/AcceptInvitePage')));
const OnboardingRoute = lazy(withRouteNamespaces(['onboarding', 'projects', 'tokens'], () => import('./routes/OnboardingRoute')));
const DashboardRoute = lazy(() => import('./routes/DashboardRoute'));
const ArtifactsRoute = lazy(withRouteNamespaces(['artifacts'], () => import('./routes/ArtifactsRoute')));
const ComplianceRoute = lazy(withRouteNamespaces(['compliance'], () => import('./routes/ComplianceRoute')));
const AdminOverviewRoute = lazy(withRouteNamespaces(['admin-overview'], () => import('./routes/AdminOverviewRoute')));
const AdminUsersRoute = lazy(withRouteNamespaces(['admin-users'], () => import('./routes/AdminUsersRoute')));
const AdminProjectsRoute = lazy(withRouteNamespaces(['admin-projects', 'projects', 'tokens'], () => import('./routes/AdminProjectsRoute')));
const AdminTenantsPage = lazy(withRouteNamespaces(['admin-tenants'], () => import('./routes/AdminTenantsRoute')));
const AdminAuditPage = lazy(withRouteNamespaces(['admin-tenants'], () => import('./routes/AdminAuditRoute')));
const AdminSuppressionsPage = lazy(withRouteNamespaces(['admin-tenants', 'admin-suppressions'], () => import('./routes/AdminSuppressionsRoute')));
const AdminWebhooksRoute = lazy(withRouteNamespaces(['admin-webhooks', 'admin-overview'], () => import('./routes/AdminWebhooksRoute')));

const ADMIN_ROLES = [TENANT_ADMIN] as const;

/** Every route of spec §2. */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <RootRoute />
      </RouteErrorBoundary>
    ),
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'auth/sso/callback', element: <SsoCallbackPage /> },
      { path: 'auth/invite/accept', element: <AcceptInvitePage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'welcome', element: <WelcomePage /> },
          {
            // Only those who can finish it (a token and the pipeline): others go to the dashboard with the role message.
            element: <RequireRole roles={ADMIN_ROLES} fallback="/dashboard" />,
            children: [{ path: 'onboarding', element: <OnboardingRoute /> }],
          },
          {
            element: <AppLayout />,
            children: [
              {
                element: <RequireProject />,
                children: [
                  { path: 'dashboard', element: <DashboardRoute /> },
                  { path: 'artifacts', element: <ArtifactsRoute /> },
                  { path: 'compliance', element: <ComplianceRoute /> },
                ],
              },
              {
                element: <RequireSession />,
                children: [{ path: 'projects', element: <ProjectsRoute /> }],
              },
              {
                path: 'admin',
                element: <RequireRole roles={ADMIN_ROLES} fallback="/dashboard" />,
                children: [
                  { index: true, element: <AdminOverviewRoute /> },
                  { path: 'users', element: <AdminUsersRoute /> },
                  { path: 'projects', element: <AdminProjectsRoute /> },
                  { path: 'tenants', element: <AdminTenantsPage /> },
                  { path: 'tenants/audit', element: <AdminAuditPage /> },
                  { path: 'tenants/suppressions', element: <AdminSuppressionsPage /> },
                  { path: 'webhooks', element: <AdminWebhooksRoute /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The routes in the router's declarative mode: the app loads no data through the router, so its data layer (16 KB gzip) stays out. */
export function AppRoutes() {
  return useRoutes(routes);
}
