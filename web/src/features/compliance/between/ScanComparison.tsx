import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { LazyMessage } from '../../../components/LazyMessage';
import { formatDate, formatNumber } from '../../../lib/format';
import { CompareScansQuery } from '../api/betweenScans';
import { complianceErrorMessage } from '../report/complianceError';
import { FindingCell, PlanTable } from '../plan/PlanTable';
import { useSeverityLabel } from '../useSeverityLabel';

type Kind = 'new' | 'fixed' | 'unchanged';
const KINDS: readonly Kind[] = ['new', 'fixed', 'unchanged'];

/** Picks two completed scans of the branch (the earlier as base) and lists what is new, fixed and unchanged. */
export function ScanComparison({ tenantId, projectId, points }: { tenantId: string | null; projectId: string; points: readonly { scanId: string; finishedAt: string }[] }) {
  const { t } = useTranslation('compliance');
  const baseId = useId();
  const headId = useId();
  const [base, setBase] = useState(points.at(-2)?.scanId ?? '');
  const [head, setHead] = useState(points.at(-1)?.scanId ?? '');
  const vars = useMemo(() => ({ tenantId, projectId, base, head }), [tenantId, projectId, base, head]);
  const { data, error, loading } = useQuery(CompareScansQuery, { variables: vars, skip: !base || !head || base === head });
  const result = data?.compareScans ?? null;
  const severity = useSeverityLabel();
  const options = [...points].reverse().map((p) => (
    <option key={p.scanId} value={p.scanId}>
      {t('between.scanOption', { date: formatDate(p.finishedAt, true), id: p.scanId.slice(0, 8) })}
    </option>
  ));

  return (
    <div className="scan-comparison" data-testid="scan-comparison">
      <h3 className="compliance-section__subtitle">{t('between.compareTitle')}</h3>
      <div className="scan-comparison__pickers">
        <div>
          <label htmlFor={baseId}>{t('between.base')}</label>
          <select id={baseId} className="p-inputtext p-component" value={base} onChange={(e) => setBase(e.target.value)} data-testid="compare-base">
            {options}
          </select>
        </div>
        <div>
          <label htmlFor={headId}>{t('between.head')}</label>
          <select id={headId} className="p-inputtext p-component" value={head} onChange={(e) => setHead(e.target.value)} data-testid="compare-head">
            {options}
          </select>
        </div>
      </div>
      {base === head ? <p role="status">{t('between.sameScan')}</p> : null}
      {loading ? <p role="status">{t('between.comparing')}</p> : null}
      {error ? <LazyMessage severity="error" text={complianceErrorMessage(error)} /> : null}
      {result && base !== head
        ? KINDS.map((kind) => {
            const count = kind === 'new' ? result.newCount : kind === 'fixed' ? result.fixedCount : result.unchangedCount;
            const rows = result[kind];
            return (
              <div key={kind} data-testid={`compare-${kind}`}>
                <h4 className="scan-comparison__kind">{t(`between.kind.${kind}`, { formatted: formatNumber(count) })}</h4>
                {rows.length === 0 ? (
                  <p>{t('between.kindNone')}</p>
                ) : (
                  <PlanTable
                    caption={t(`between.kind.${kind}`, { formatted: formatNumber(count) })}
                    testId={`compare-${kind}-table`}
                    headers={[t('plan.col.finding'), t('plan.col.severity')]}
                    rows={rows.map((f) => ({ key: f.findingId, cells: [<FindingCell key="f" rule={f.rule} file={f.file} line={f.line} />, severity(f.severity)] }))}
                  />
                )}
                {count > rows.length ? <p className="compliance-section__note">{t('between.more', { shown: formatNumber(rows.length) })}</p> : null}
              </div>
            );
          })
        : null}
    </div>
  );
}
