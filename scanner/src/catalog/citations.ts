/** Turns a catalog rule into law citations and regulatory metadata; picks the Banco Central regime. */
import type { Citation, Regime, RegulatoryMeta } from '../types.js';
import { loadNorms, type CatalogRule } from './catalog.js';

const REGIMES: readonly Regime[] = ['cmn4893', 'bcb85'];

export function regulatoryMeta(rule: CatalogRule): RegulatoryMeta {
  return {
    frameworks: [...rule.frameworks],
    cwe: [...rule.cwe],
    bacenControls: [...rule.bacen],
    lgpdArticles: [...rule.lgpd],
    openFinance: [...(rule.openFinance ?? [])],
  };
}

/** Every citation of a rule, with Banco Central citations for both regimes (filter with citationsForRegime). */
export function citationsFor(meta: RegulatoryMeta): Citation[] {
  const norms = loadNorms();
  const out: Citation[] = [];
  const has = (f: string) => meta.frameworks.includes(f as never);
  if (has('lgpd')) {
    for (const art of meta.lgpdArticles) out.push({ framework: 'lgpd', ref: `LGPD ${art}`, text: norms.lgpd[art] ?? `LGPD ${art}` });
  }
  if (has('bacen')) {
    for (const regime of REGIMES) {
      for (const control of meta.bacenControls) {
        const name = norms.bacenControls[control] ?? control;
        const text = norms.bacenRegimes[regime].replace('{control}', control).replace('{name}', name);
        const ref = regime === 'cmn4893' ? `CMN 4.893 art. 3º §2º ${control}` : `BCB 85 (BCB 538) ${control}`;
        out.push({ framework: 'bacen', ref, text, regime });
      }
    }
  }
  if (has('open_finance')) {
    for (const key of meta.openFinance) out.push({ framework: 'open_finance', ref: `Open Finance: ${key}`, text: norms.openFinance[key] ?? key });
  }
  if (has('security')) {
    for (const cwe of meta.cwe) out.push({ framework: 'security', ref: cwe, text: `${cwe} (MITRE CWE)` });
    if (!meta.cwe.length) out.push({ framework: 'security', ref: 'Segurança de software', text: 'Boa prática de segurança de software (sem CWE associada)' });
  }
  return out;
}

/** Keeps LGPD, security and Open Finance citations and only the Banco Central citations of the tenant's regime. */
export function citationsForRegime(citations: readonly Citation[], regime: Regime): Citation[] {
  return citations.filter((c) => c.framework !== 'bacen' || c.regime === undefined || c.regime === regime);
}
