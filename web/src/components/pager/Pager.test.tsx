import { describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

/** A list with its pager, as the findings table has them. */
function SwipeList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const area = useRef<HTMLDivElement>(null);
  return (
    <div ref={area} data-testid="list">
      <div data-testid="wide" style={{ overflowX: 'auto' }}>
        <span data-testid="cell">x</span>
      </div>
      <Pager label="Paginação dos achados" page={page} pageSize={20} total={100} onPage={onPage} swipeArea={area} />
    </div>
  );
}

function swipe(element: Element, fromX: number, toX: number, y = 200) {
  fireEvent.touchStart(element, { touches: [{ clientX: fromX, clientY: y }] });
  fireEvent.touchEnd(element, { touches: [], changedTouches: [{ clientX: toX, clientY: y + 5 }] });
}

describe('Pager', () => {
  it('a horizontal swipe on its list beyond 50 px goes to the next or previous page', () => {
    const onPage = vi.fn();
    render(<SwipeList page={3} onPage={onPage} />);
    const list = screen.getByTestId('list');
    swipe(list, 300, 240);
    swipe(list, 100, 170);
    swipe(list, 300, 250); // 50 px: not beyond
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([4, 2]);
  });

  it('no swipe past the ends, and none inside a region that scrolls sideways', () => {
    const onPage = vi.fn();
    const { unmount } = render(<SwipeList page={1} onPage={onPage} />);
    swipe(screen.getByTestId('list'), 100, 200);
    unmount();
    render(<SwipeList page={5} onPage={onPage} />);
    swipe(screen.getByTestId('list'), 300, 200);
    const wide = screen.getByTestId('wide');
    Object.defineProperty(wide, 'scrollWidth', { value: 900 });
    Object.defineProperty(wide, 'clientWidth', { value: 390 });
    swipe(screen.getByTestId('cell'), 300, 100);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('names its buttons as PrimeReact did and marks the current page', () => {
    render(<Pager label="Paginação dos achados" page={3} pageSize={50} total={620} onPage={() => {}} />);
    expect(names()).toEqual(['Primeira Página', 'Página Anterior', 'Página 1', 'Página 2', 'Página 3', 'Página 4', 'Página 5', 'Próxima Página', 'Última Página']);
    expect(screen.getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Página 2' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('101–150 de 620')).toBeInTheDocument();
  });

  it('goes to the first, previous, numbered, next and last pages', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager label="Paginação dos achados" page={6} pageSize={50} total={1000} onPage={onPage} />);
    for (const name of ['Primeira Página', 'Página Anterior', 'Página 8', 'Próxima Página', 'Última Página']) {
      await user.click(screen.getByRole('button', { name }));
    }
    expect(onPage.mock.calls.map(([page]) => page)).toEqual([1, 5, 8, 7, 20]);
  });

  it('does nothing on the current page', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Pager label="Paginação dos achados" page={2} pageSize={50} total={120} onPage={onPage} />);
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    expect(onPage).not.toHaveBeenCalled();
  });

  it('disables first and previous on the first page, next and last on the last', () => {
    const { rerender } = render(<Pager label="Paginação dos achados" page={1} pageSize={50} total={120} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Primeira Página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próxima Página' })).toBeEnabled();
    rerender(<Pager label="Paginação dos achados" page={3} pageSize={50} total={120} onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Primeira Página' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próxima Página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última Página' })).toBeDisabled();
  });

  it('without results: no page numbers, every button off', () => {
    render(<Pager label="Paginação dos achados" page={1} pageSize={50} total={0} onPage={() => {}} />);
    expect(names()).toEqual(['Primeira Página', 'Página Anterior', 'Próxima Página', 'Última Página']);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
  });

  it('is a named navigation that tells the range and, past one page, the position', () => {
    render(<Pager label="Paginação dos artefatos" rangeTestId="range" page={2} pageSize={24} total={1030} onPage={() => {}} />);
    expect(screen.getByRole('navigation', { name: 'Paginação dos artefatos' })).toBeInTheDocument();
    expect(screen.getByTestId('range')).toHaveTextContent('25–48 de 1.030 · Página 2 de 43');
  });
});
