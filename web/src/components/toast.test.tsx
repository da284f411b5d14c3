import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => {
        toast.show({ severity: 'success', detail: 'primeiro' });
        toast.show({ severity: 'error', detail: 'segundo' });
      }}
    >
      mostrar
    </button>
  );
}

describe('ToastProvider', () => {
  it('loads the toast component with the first toast and shows the toasts asked for meanwhile', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    expect(document.querySelector('.p-toast')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'mostrar' }));
    expect(await screen.findByText('primeiro')).toBeInTheDocument();
    expect(screen.getByText('segundo')).toBeInTheDocument();
  });
});
