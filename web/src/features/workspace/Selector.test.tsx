import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Each test starts before the Dropdown's code has loaded, as a first visit does.
let Selector: typeof import('./Selector').Selector;
beforeEach(async () => {
  vi.resetModules();
  ({ Selector } = await import('./Selector'));
});

const options = [
  { label: 'Internet Banking', value: 'p1' },
  { label: 'API Pix', value: 'p2' },
];

describe('Selector', () => {
  it('paints the chosen option under its label before the dropdown code is there', () => {
    render(<Selector label="Projeto" value="p2" options={options} placeholder="Selecione um projeto" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Projeto' })).toHaveValue('API Pix');
    expect(screen.getByText('API Pix')).toBeVisible();
  });

  it('shows the placeholder when nothing is chosen', () => {
    render(<Selector label="Projeto" value={null} options={options} placeholder="Selecione um projeto" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Projeto' })).toHaveValue('');
    expect(screen.getByText('Selecione um projeto')).toHaveClass('p-placeholder');
  });

  it('a click opens the list once the dropdown has loaded, and choosing reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Selector label="Projeto" value="p1" options={options} placeholder="Selecione" onChange={onChange} />);
    await user.click(container.querySelector('.selector__dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'API Pix', hidden: true }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ value: 'p2' }));
  });

  it('the keyboard reaches the same input: Tab focuses it (the dropdown takes the focus over once loaded), Enter opens the list', async () => {
    const user = userEvent.setup();
    render(<Selector label="Projeto" value="p1" options={options} placeholder="Selecione" onChange={() => {}} />);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Projeto' })).toHaveFocus());
    await user.keyboard('{Enter}');
    // jsdom has no layout, so PrimeReact's keyboard-opened panel stays display:none here: look past that.
    expect(await screen.findByRole('option', { name: 'API Pix', hidden: true })).toBeInTheDocument();
  });
});
