import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { clientErrors } from '../lib/client-errors';

function Broken(): never {
  throw new Error('quebrou ao desenhar');
}

/** Like the app's root: the boundary wraps the routes below a part that stays (here, a link without text). */
const routes: RouteObject[] = [
  {
    element: (
      <>
        <Link to="/ok" data-testid="to-other-page" />
        <RouteErrorBoundary>
          <Outlet />
        </RouteErrorBoundary>
      </>
    ),
    children: [
      { path: 'broken', element: <Broken /> },
      { path: 'ok', element: <p data-testid="other-page" /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

describe('RouteErrorBoundary', () => {
  it('when a route throws while rendering, then the error page is shown and the error is logged; another URL clears it', async () => {
    const logged = vi.spyOn(clientErrors, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('quebrou ao desenhar', expect.objectContaining({ context: { source: 'router' } }));

    await userEvent.click(screen.getByTestId('to-other-page'));
    expect(await screen.findByTestId('other-page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Algo deu errado' })).not.toBeInTheDocument();
  });
});
