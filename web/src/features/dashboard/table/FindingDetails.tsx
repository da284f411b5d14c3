import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { Framework } from '../../../gql/graphql';
import { LazyMessage } from '../../../components/LazyMessage';
import { getErrorStatus } from '../../../lib/apollo';
import { isAccessDenied, projectAccessDeniedMessage } from '../../../lib/error-messages';
import { FRAMEWORKS } from '../severity';
import { FindingDetailsSkeleton } from './FindingDetailsSkeleton';
import { FindingTrace } from './FindingTrace';

/** What the row expansion shows of a finding and its row does not: nested, so read only for an expanded row. */
const FindingDetailsFragment = graphql(`
  fragment FindingDetails_finding on Finding {
    id
    cwe
    snippet
    law {
      citations {
        framework
        ref
        text
      }
    }
    trace {
      ...FindingTrace_step
    }
    meta {
      regulatory {
        cwe
        bacenControls
        lgpdArticles
        openFinance
      }
    }
  }
`);

/** The expanded row's finding: its answer merges into the row's Finding:<id> cache entry. */
const FindingDetailsQuery = graphql(`
  query FindingDetails($tenantId: UUID, $projectId: UUID!, $findingId: UUID!) {
    finding(tenantId: $tenantId, projectId: $projectId, findingId: $findingId) {
      id
      ...FindingDetails_finding
    }
  }
`);

export interface FindingDetailsProps {
  tenantId: string | null;
  projectId: string;
  findingId: string;
  /** "file:line:column", the name of the snippet. */
  location: string;
}

/** Row expansion: fetches the finding's details on the first expansion, a skeleton of their size meanwhile. */
export function FindingDetails({ tenantId, projectId, findingId, location }: FindingDetailsProps) {
  const { t } = useTranslation('dashboard-on-demand');
  const { data, loading, error } = useQuery(FindingDetailsQuery, { variables: { tenantId, projectId, findingId } });
  const id = `finding-details-${findingId}`;
  const finding = data?.finding;
  if (finding) return <FindingDetailsView finding={finding} id={id} location={location} />;
  if (loading) return <FindingDetailsSkeleton id={id} />;
  // Spec §6/§8: a 403 is the project access message; a finding gone (or never there) is not found.
  const denied = isAccessDenied(error);
  const notFound = !error || getErrorStatus(error) === 404;
  const message = denied ? projectAccessDeniedMessage() : notFound ? t('details.notFound') : t('details.error');
  return (
    <div className="finding-details" id={id} data-testid="finding-details-error">
      <LazyMessage severity={denied || notFound ? 'warn' : 'error'} text={message} />
    </div>
  );
}

function present(items: ReadonlyArray<string | null>): string[] {
  return items.filter((item): item is string => Boolean(item));
}

/** The legal citations grouped by framework, CWE, regulatory references, the data-flow trace and the snippet. */
function FindingDetailsView({ finding: ref, id, location }: { finding: FragmentType<typeof FindingDetailsFragment>; id: string; location: string }) {
  const { t } = useTranslation('dashboard');
  const { t: td } = useTranslation('dashboard-on-demand');
  const finding = getFragmentData(FindingDetailsFragment, ref);
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

  return (
    <div className="finding-details" id={id} data-testid="finding-details">
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
