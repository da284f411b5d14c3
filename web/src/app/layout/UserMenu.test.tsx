import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('opens its popup on the first click (loading it), then its dialogs; Sair logs out', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu name="Ana Souza" email="ana@banco.com.br" details={<p>detalhes do perfil</p>} settings={null} onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: 'Menu do usuário Ana Souza' });

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Perfil', hidden: true }));
    expect(await screen.findByRole('dialog', { name: 'Perfil' })).toHaveTextContent('detalhes do perfil');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(button);
    await user.click(await screen.findByRole('menuitem', { name: 'Sair', hidden: true }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
