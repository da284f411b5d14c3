import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InputText } from 'primereact/inputtext';
import { Form } from './Form';
import { FormActions } from './FormActions';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { SelectOptions } from './SelectOptions';
import { useFieldErrors } from './useFieldErrors';

describe('FormField', () => {
  it('binds the label to the control and describes it with the hint', () => {
    render(<FormField label="Nome" hint="Como aparece no painel.">{(control) => <InputText {...control} />}</FormField>);
    const input = screen.getByLabelText('Nome');
    expect(input).toHaveAccessibleDescription('Como aparece no painel.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveClass('p-invalid');
  });

  it('marks the control invalid and reads the error before the hint and any other description', () => {
    render(
      <>
        <FormField label="Dias" hint="Entre 1 e 3650." error="Informe um número de dias." describedBy="status">
          {(control) => <InputText {...control} />}
        </FormField>
        <p id="status">Falhou.</p>
      </>,
    );
    const input = screen.getByLabelText('Dias');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('p-invalid');
    expect(input).toHaveAccessibleDescription('Informe um número de dias. Entre 1 e 3650. Falhou.');
  });

  it('leaves the control undescribed without hint or error', () => {
    render(<FormField label="Ator">{({ id }) => <select id={id} />}</FormField>);
    expect(screen.getByLabelText('Ator')).not.toHaveAttribute('aria-describedby');
  });
});

describe('Form and FormActions', () => {
  it('submits through onSubmit without a page load, and shows the request in flight', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <Form onSubmit={onSubmit}>
        <FormActions submitLabel="Criar token" submitIcon="pi pi-key" submitting={false} onCancel={onCancel} />
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);

    rerender(
      <Form onSubmit={onSubmit}>
        <FormActions submitLabel="Criar token" submittingLabel="Criando..." submitIcon="pi pi-key" submitting onCancel={onCancel} />
      </Form>,
    );
    expect(screen.getByRole('button', { name: /Criando\.\.\./ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  });

  it('has no cancel button when there is nothing to cancel', () => {
    render(
      <Form onSubmit={() => undefined}>
        <FormActions submitLabel="Salvar" submitIcon="pi pi-check" submitting={false} />
      </Form>,
    );
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });
});

/** A dialog whose submit waits for the test to answer, like a mutation in flight. */
function SlowDialog({ onHide, answer }: { onHide: () => void; answer: Promise<string | null> }) {
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    setSubmitting(true);
    setError(await answer);
    setSubmitting(false);
  }
  return (
    <FormDialog header="Convidar usuário" submitLabel="Enviar convite" submitIcon="pi pi-send" submitting={submitting} error={error} onSubmit={submit} onHide={onHide}>
      <FormField label="E-mail">{(control) => <InputText {...control} />}</FormField>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('shows the fields, processes, then shows the server message; it cannot be closed while submitting', async () => {
    const user = userEvent.setup();
    const onHide = vi.fn();
    let reply: (message: string | null) => void = () => undefined;
    render(<SlowDialog onHide={onHide} answer={new Promise((resolve) => (reply = resolve))} />);
    const dialog = await screen.findByRole('dialog', { name: 'Convidar usuário' });
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('button', { name: /Processando\.\.\./ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onHide).not.toHaveBeenCalled();

    reply('E-mail já convidado.');
    expect(await within(dialog).findByText('E-mail já convidado.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});

describe('useFieldErrors', () => {
  it('shows what a check found and says whether the form must stop', () => {
    const { result } = renderHook(() => useFieldErrors<'name' | 'days'>());
    let stop = false;
    act(() => {
      stop = result.current.showFieldErrors({ name: 'Informe o nome' });
    });
    expect(stop).toBe(true);
    expect(result.current.fieldErrors).toEqual({ name: 'Informe o nome' });
    act(() => {
      stop = result.current.showFieldErrors({});
    });
    expect(stop).toBe(false);
    expect(result.current.fieldErrors).toEqual({});
  });
});

describe('SelectOptions', () => {
  it('offers one option per value with its wording', () => {
    render(
      <FormField label="Papel">
        {({ id }) => (
          <select id={id}>
            <SelectOptions values={['VIEWER', 'DEVELOPER']} label={(role) => (role === 'VIEWER' ? 'Leitor' : 'Desenvolvedor')} />
          </select>
        )}
      </FormField>,
    );
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['VIEWER', 'Leitor'],
      ['DEVELOPER', 'Desenvolvedor'],
    ]);
  });
});
