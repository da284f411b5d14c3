import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UrlSearchBox } from './UrlSearchBox';

const DEBOUNCE_MS = 50;

function renderBox(value: string, onSearch: (q: string) => void) {
  const box = (current: string) => (
    <UrlSearchBox value={current} onSearch={onSearch} label="Buscar achados" placeholder="Buscar" debounceMs={DEBOUNCE_MS} className="" testId="search" />
  );
  const view = render(box(value));
  return { rerender: (next: string) => view.rerender(box(next)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('UrlSearchBox', () => {
  it('when typing pauses, then the trimmed text is sent once', async () => {
    const onSearch = vi.fn();
    renderBox('', onSearch);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar achados' }), ' senha ');
    await vi.waitFor(() => expect(onSearch).toHaveBeenCalledWith('senha'));
    await pause(DEBOUNCE_MS * 3);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('when the URL changes elsewhere while the user is typing, then it shows the new text and the typed one is never sent', async () => {
    const onSearch = vi.fn();
    const view = renderBox('pix', onSearch);
    const box = screen.getByRole('searchbox', { name: 'Buscar achados' });
    await userEvent.type(box, '/ted');
    // Back in history, before the pause is over.
    view.rerender('cartoes');
    expect(box).toHaveValue('cartoes');
    await pause(DEBOUNCE_MS * 3);
    expect(onSearch).not.toHaveBeenCalled();
    expect(box).toHaveValue('cartoes');
  });

  it('when its own search comes back as the URL, then typing on goes on being sent', async () => {
    const onSearch = vi.fn();
    const view = renderBox('', onSearch);
    const box = screen.getByRole('searchbox', { name: 'Buscar achados' });
    await userEvent.type(box, 'pix');
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('pix'));
    view.rerender('pix');
    await userEvent.type(box, '/ted');
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('pix/ted'));
    expect(box).toHaveValue('pix/ted');
  });
});
