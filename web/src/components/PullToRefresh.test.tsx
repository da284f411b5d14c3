import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PullToRefresh } from './PullToRefresh';

function pull(distance: number) {
  fireEvent.touchStart(window, { touches: [{ clientX: 100, clientY: 20 }] });
  fireEvent.touchMove(window, { touches: [{ clientX: 100, clientY: 20 + distance }] });
}
const release = () => fireEvent.touchEnd(window, { touches: [], changedTouches: [{ clientX: 100, clientY: 0 }] });

describe('PullToRefresh', () => {
  it('follows a pull from the top, arms at 80 px and refreshes on release with a visible indicator', async () => {
    let finish: () => void = () => undefined;
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PullToRefresh onRefresh={onRefresh} />);
    pull(40);
    expect(screen.getByRole('status')).toHaveTextContent('Puxe para atualizar');
    pull(80);
    expect(screen.getByRole('status')).toHaveTextContent('Solte para atualizar');
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Atualizando...');
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('does nothing below 80 px, on a cancelled touch, or when the page is scrolled down', () => {
    const onRefresh = vi.fn(() => Promise.resolve());
    render(<PullToRefresh onRefresh={onRefresh} />);
    pull(79);
    release();
    pull(120);
    fireEvent.touchCancel(window, { touches: [] });
    release();
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    pull(120);
    release();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('gives the browser\'s own pull-to-refresh way while mounted', () => {
    const { unmount } = render(<PullToRefresh onRefresh={() => Promise.resolve()} />);
    expect(document.documentElement).toHaveClass('has-pull-to-refresh');
    unmount();
    expect(document.documentElement).not.toHaveClass('has-pull-to-refresh');
  });
});
