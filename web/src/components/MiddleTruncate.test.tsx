import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MiddleTruncate } from './MiddleTruncate';

describe('MiddleTruncate', () => {
  it('keeps the file name and position whole at the end, the full path as title and as the text read', () => {
    const path = 'src/modulos/pagamentos/boleto/registro/boleto.php:5:12';
    render(<MiddleTruncate text={path} />);
    const whole = screen.getByTitle(path);
    expect(screen.getByText(path)).toHaveClass('visually-hidden');
    expect(whole).toHaveTextContent(path);
    expect(whole.textContent).toBe(path);
    expect(whole.lastElementChild).toHaveAttribute('data-text', '/boleto.php:5:12');
    expect(whole.lastElementChild).toHaveClass('middle-truncate__tail');
  });

  it('keeps an e-mail’s domain whole', () => {
    render(<MiddleTruncate text="maria.aparecida.dos.santos@banco-exemplo.com.br" kind="email" />);
    expect(screen.getByTitle('maria.aparecida.dos.santos@banco-exemplo.com.br').lastElementChild).toHaveAttribute('data-text', '@banco-exemplo.com.br');
  });
});
