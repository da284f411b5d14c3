import './middle-truncate.css';

/** Where the kept end starts: a path's file name (with line and column), an e-mail's domain. */
function tailStart(text: string, kind: 'path' | 'email'): number {
  const at = kind === 'email' ? text.lastIndexOf('@') : text.lastIndexOf('/');
  const start = at > 0 ? at : Math.max(0, text.length - 16);
  // A very long file name or domain keeps its last 32 characters.
  return Math.max(start, text.length - 32);
}

/**
 * A long path or e-mail cut in the middle ("src/pagame…/boleto.php:5:12") when it does not fit:
 * the start shrinks with an ellipsis, the end (file name and position, or the domain) stays whole.
 * The full value is the title (shown on hover) and, whole in one node, the text read by screen
 * readers (the two visible halves are hidden from them).
 */
export function MiddleTruncate({ text, kind = 'path', className }: { text: string; kind?: 'path' | 'email'; className?: string }) {
  const cut = tailStart(text, kind);
  return (
    <span className={`middle-truncate${className ? ` ${className}` : ''}`} title={text}>
      <span className="visually-hidden">{text}</span>
      {/* The halves are drawn from data-text by CSS, so the DOM text is the value once. */}
      <span className="middle-truncate__head" aria-hidden="true" data-text={text.slice(0, cut)} />
      <span className="middle-truncate__tail" aria-hidden="true" data-text={text.slice(cut)} />
    </span>
  );
}
