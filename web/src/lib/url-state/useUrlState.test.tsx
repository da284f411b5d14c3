import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useUrlState, type UrlStateCodec } from './useUrlState';

const pageCodec: UrlStateCodec<number> = {
  parse: (params) => Math.max(1, Number(params.get('page')) || 1),
  write: (params, page) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    return next;
  },
};
const step = (page: number, by: number) => page + by;

function Probe() {
  const [page, change] = useUrlState(pageCodec, step);
  const location = useLocation();
  return (
    <>
      <p data-testid="probe">{`${page} ${location.search}`}</p>
      <button type="button" onClick={() => change(1)}>+1</button>
      <button type="button" onClick={() => change(-2)}>-2</button>
    </>
  );
}
const go = (by: number) => fireEvent.click(screen.getByRole('button', { name: by > 0 ? `+${by}` : String(by) }));

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/x', element: <Probe /> }, { path: '/', element: null }], { initialEntries: ['/', url], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useUrlState', () => {
  it('reads the state from the URL and writes changes back, keeping other params', () => {
    renderAt('/x?page=2&q=pix');
    expect(screen.getByTestId('probe')).toHaveTextContent('2 ?page=2&q=pix');
    go(1);
    expect(screen.getByTestId('probe')).toHaveTextContent('3 ?page=3&q=pix');
    go(-2);
    expect(screen.getByTestId('probe')).toHaveTextContent('1 ?q=pix');
  });

  it('replaces the history entry instead of adding one', () => {
    const router = renderAt('/x');
    go(1);
    act(() => void router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
