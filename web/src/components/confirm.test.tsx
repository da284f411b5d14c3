import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider, useConfirm } from './confirm';

function Trigger({ onConfirm }: { onConfirm: () => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={() => confirm({ title: 'Desativar projeto', description: 'Tem certeza?', onConfirm })}>
      pedir
    </button>
  );
}

describe('ConfirmProvider', () => {
  it('loads the dialog on the first confirmation; Confirmar runs the action, Cancelar closes', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <ConfirmProvider>
        <Trigger onConfirm={onConfirm} />
      </ConfirmProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'pedir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desativar projeto' });
    expect(dialog).toHaveTextContent('Tem certeza?');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'pedir' }));
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
