import { useTranslation } from 'react-i18next';
import type { Framework } from '../../../gql/graphql';
import type { FindingRowData as FindingRow } from './FindingRow';
import { FRAMEWORKS } from '../severity';
import { FindingTrace } from './FindingTrace';

function present(items: ReadonlyArray<string | null>): string[] {
  return items.filter((item): item is string => Boolean(item));
}

/** Row expansion: the legal citations grouped by framework, CWE, regulatory references, the data-flow trace and the snippet. */
export function FindingDetails({ finding }: { finding: FindingRow }) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('dashboard-on-demand');
  const citations = finding.law.citations;
  const groups = FRAMEWORKS.map((framework) => ({ framework, items: citations.filter((c) => c.framework === framework) })).filter((g) => g.items.length > 0);
  const regulatory = finding.meta.regulatory;
  const cwe = [...new Set([finding.cwe, ...regulatory.cwe].filter((c): c is string => Boolean(c)))];
  const references: Array<{ key: string; label: string; values: string[] }> = [
    { key: 'cwe', label: td('details.cwe'), values: cwe },
    { key: 'bacen', label: td('details.bacenControls'), values: present(regulatory.bacenControls) },
    { key: 'lgpd', label: td('details.lgpdArticles'), values: present(regulatory.lgpdArticles) },
    { key: 'openFinance', label: td('details.openFinance'), values: present(regulatory.openFinance) },
  ].filter((r) => r.values.length > 0);
  const location = `${finding.file}:${finding.line}:${finding.column}`;

  return (
    <div className="finding-details" id={`finding-details-${finding.id}`} data-testid="finding-details">
      <div className="finding-details__citations">
        <h3 className="finding-details__title">{td('details.citations')}</h3>
        {groups.length === 0 ? <p className="muted">{td('details.noCitations')}</p> : null}
        {groups.map((group) => (
          <div key={group.framework} className="finding-details__group">
            <h4 className="finding-details__framework">{t(`framework.${group.framework as Framework}`)}</h4>
            <dl className="finding-details__list">
              {group.items.map((citation, index) => (
                <div key={`${citation.ref}-${index}`} className="finding-details__citation">
                  <dt>{citation.ref}</dt>
                  <dd>{citation.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      {references.length > 0 ? (
        <dl className="finding-details__refs">
          {references.map((ref) => (
            <div key={ref.key} className="finding-details__ref">
              <dt>{ref.label}</dt>
              <dd>{ref.values.join(', ')}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <FindingTrace trace={finding.trace} />
      <div className="finding-details__snippet">
        <h3 className="finding-details__title">{td('details.snippet')}</h3>
        {finding.snippet ? (
          <pre className="finding-details__code" tabIndex={0} aria-label={`${td('details.snippet')}: ${location}`}>
            <code>{finding.snippet}</code>
          </pre>
        ) : (
          <p className="muted">{td('details.noSnippet')}</p>
        )}
      </div>
    </div>
  );
}
