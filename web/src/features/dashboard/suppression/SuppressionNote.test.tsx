import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../../gql';
import { SuppressionNote, SuppressionNoteFragment } from './SuppressionNote';

const note = (fields: { suppression?: { kind: 'in_source' | 'external'; status: 'accepted' | 'under_review'; reason: string } | null; suppressionNote?: string | null }) =>
  makeFragmentData({ suppression: null, suppressionNote: null, ...fields }, SuppressionNoteFragment);

describe('SuppressionNote', () => {
  it('a vigia-ignore comment with a reason reads "Suprimido no código: <motivo>"', () => {
    render(<SuppressionNote finding={note({ suppression: { kind: 'in_source', status: 'accepted', reason: 'Entrada validada' } })} />);
    expect(screen.getByTestId('finding-suppression')).toHaveTextContent('Suprimido no código: Entrada validada');
  });

  it("an imported tool's suppression under review says it still counts", () => {
    render(<SuppressionNote finding={note({ suppression: { kind: 'external', status: 'under_review', reason: 'Pedido de exceção' } })} />);
    expect(screen.getByTestId('finding-suppression')).toHaveTextContent('Supressão em análise (ainda conta no gate): Pedido de exceção');
  });

  it("a comment without a reason shows the scanner's note and no suppression", () => {
    const text = 'Comentário vigia-ignore na linha 9 sem justificativa: ignorado. Escreva "vigia-ignore pii-cpf: <motivo>".';
    render(<SuppressionNote finding={note({ suppressionNote: text })} />);
    expect(screen.queryByTestId('finding-suppression')).toBeNull();
    expect(screen.getByTestId('finding-suppression-note')).toHaveTextContent(text);
  });

  it('nothing when the finding is not suppressed', () => {
    const { container } = render(<SuppressionNote finding={note({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
