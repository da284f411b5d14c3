import { Suspense, type ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { i18n, LANGUAGE, loadRouteNamespaces } from '../lib/i18n';
import type { RouteNamespace } from '../lib/i18n/resources';
import { renderApp } from '../test/renderApp';
import { routes } from './router';

/** The element the app's route table mounts at `path` (the lazy page, as the app loads it). */
function routeElement(path: string, table: RouteObject[] = routes): ReactElement | undefined {
  for (const route of table) {
    if (route.path === path && route.element) return route.element as ReactElement;
    const inner = route.children ? routeElement(path, route.children) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** test/setup.ts loads every route namespace; these tests start without the page's own. */
function dropNamespace(name: RouteNamespace) {
  i18n.removeResourceBundle(LANGUAGE, name);
  expect(i18n.hasResourceBundle(LANGUAGE, name)).toBe(false);
}

afterEach(() => loadRouteNamespaces('sign-in', 'welcome'));

describe('lazy routes bring their strings (no untranslated keys on first render)', () => {
  it('/login loads the sign-in strings with the page', async () => {
    dropNamespace('sign-in');
    const element = routeElement('login');
    expect(element).toBeDefined();
    renderApp(<Suspense fallback={null}>{element}</Suspense>, { path: '/login', auth: { status: 'unauthenticated', authMode: 'anonymous', user: null } });
    expect(await screen.findByRole('heading', { name: 'Entrar no Vigia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar link de acesso' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/login\.|magicLink\./);
  });

  it('/welcome loads its strings with the page', async () => {
    dropNamespace('welcome');
    const element = routeElement('welcome');
    expect(element).toBeDefined();
    renderApp(<Suspense fallback={null}>{element}</Suspense>, { path: '/welcome' });
    expect(await screen.findByRole('link', { name: 'Ir para o dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Próximos passos' })).toBeInTheDocument();
  });
});
