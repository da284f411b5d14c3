import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './Pager';

const names = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));

describe('Pager', () => {
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
