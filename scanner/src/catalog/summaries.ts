/** One-line Portuguese summaries of what each cited article or control asks (catalog/norms.json "summaries"). */
import type { Citation } from '../types.js';
import { loadNorms } from './catalog.js';

/** The summary reviewed for the citation's article or control, or undefined when the catalog has none. */
export function reviewedSummary(citation: Pick<Citation, 'framework' | 'ref'>): string | undefined {
  const { summaries } = loadNorms();
  switch (citation.framework) {
    case 'lgpd':
      return summaries.lgpd[citation.ref.replace(/^LGPD /, '')];
    case 'bacen':
      // "CMN 4.893 art. 3º §2º II" and "BCB 85 (BCB 538) II" both end with the control's numeral.
      return summaries.bacenControls[citation.ref.split(' ').at(-1) ?? ''];
    case 'open_finance':
      return summaries.openFinance[citation.ref.replace(/^Open Finance: /, '')];
    case 'security':
      return /^CWE-\d+$/.test(citation.ref) ? summaries.cwe[citation.ref] : summaries.security;
  }
}

/** The reviewed summary, else the citation's own text (a CWE imported from another tool's SARIF, say). */
export function citationSummary(citation: Citation): string {
  return reviewedSummary(citation) ?? citation.text;
}
