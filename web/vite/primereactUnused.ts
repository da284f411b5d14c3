import type { Plugin } from 'vite';

const DROPDOWN = /[\\/]primereact[\\/]dropdown[\\/]/;

/**
 * Resolves the PrimeReact parts the app never runs to `stub` (src/lib/primereactUnused.ts):
 * Tooltip everywhere (10 KB in the first chunk, for the `tooltip` prop of Button and co.) and
 * VirtualScroller for Dropdown only (15 KB with the layout's selectors, for `virtualScrollerOptions`),
 * and Ripple everywhere (2 KB in the first chunk, drawn only when PrimeReact's `ripple` option is on).
 */
export function primereactUnused(stub: string): Plugin {
  return {
    name: 'vigia:primereact-unused',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'primereact/tooltip' || source === 'primereact/ripple') return stub;
      if (source === 'primereact/virtualscroller' && importer && DROPDOWN.test(importer)) return stub;
      return null;
    },
  };
}
