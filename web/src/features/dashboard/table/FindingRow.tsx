import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { formatNumber } from '../../../lib/format';
import { locationOf } from './finding';
import { SeverityTag } from './SeverityTag';
import { TriageCells } from '../triage/TriageCells';
import { DeadlineCells } from '../deadlines/DeadlineCells';
import { withRouteNamespaces } from '../../../lib/i18n';
import { MiddleTruncate } from '../../../components/MiddleTruncate';
import { SuppressionNote } from '../suppression/SuppressionNote';
import { FindingDetailsSkeleton } from './FindingDetailsSkeleton';

/** Fetched on the first expanded row: details, triage, owner and deadline forms are not part of the dashboard's first paint. */
const FindingDetails = lazy(withRouteNamespaces(['dashboard-on-demand'], () => import('./FindingDetails').then((module) => ({ default: module.FindingDetails }))));
const FindingTriagePanel = lazy(withRouteNamespaces(['dashboard-on-demand'], () => import('../triage/FindingTriagePanel').then((module) => ({ default: module.FindingTriagePanel }))));

/**
 * What a row's cells show of a finding. Its expansion (citations, CWE, snippet, data-flow trace)
 * is fetched by FindingDetails when the row is first expanded: 50 rows of nested details cost the
 * dashboard's first paint more to write to and read from the cache than anything else.
 */
export const FindingRowFragment = graphql(`
  fragment FindingRow_finding on Finding {
    id
    file
    line
    column
    message
    severity
    rule
    category
    framework
    count
    nonApplicable
    ...TriageCells_finding
    ...SuppressionNote_finding
    ...DeadlineCells_finding
  }
`);

export interface FindingRowProps {
  finding: FragmentType<typeof FindingRowFragment>;
  /** Position on the page: odd rows are striped. */
  index: number;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** Cells across the table, for the details row. */
  columns: number;
  /** Where the triage panel reads and writes. */
  workspace: { tenantId: string | null; projectId: string };
  selected: boolean;
  onSelect: (id: string) => void;
}

/** One finding: its cells and, when expanded, a full-width row with its details. */
export function FindingRow({ finding: ref, index, expanded, onToggle, columns, workspace, selected, onSelect }: FindingRowProps) {
  const { t } = useTranslation('dashboard');
  const finding = getFragmentData(FindingRowFragment, ref);
  const location = locationOf(finding);
  const detailsId = `finding-details-${finding.id}`;

  return (
    <>
      <tr className={index % 2 === 1 ? 'p-row-odd' : undefined} data-testid="finding-row">
        <td className="findings-table__select">
          <input type="checkbox" checked={selected} aria-label={t('triage.select', { location })} data-testid="finding-select" onChange={() => onSelect(finding.id)} />
        </td>
        <td className="findings-table__expander">
          <Button
            type="button"
            text
            rounded
            size="small"
            icon={expanded ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={expanded ? t('table.collapse', { location }) : t('table.expand', { location })}
            data-testid="finding-expand"
            onClick={() => onToggle(finding.id)}
          />
        </td>
        <td className="findings-table__location-cell">
          {/* Long paths are cut in the middle: the file name and line stay in view; the whole path is the title. */}
          <code className="findings-table__location" title={location} data-testid="finding-location">
            <MiddleTruncate text={location} />
          </code>
        </td>
        <td className="findings-table__severity-cell">
          <SeverityTag severity={finding.severity} />
        </td>
        <td className="findings-table__message-cell">
          <span className="findings-table__message">
            {finding.message}
            {finding.nonApplicable ? <span className="findings-table__na">{t('table.nonApplicable')}</span> : null}
            <SuppressionNote finding={finding} />
          </span>
          <code className="findings-table__rule" data-testid="finding-rule">
            {finding.rule}
          </code>
        </td>
        <TriageCells finding={finding} />
        <DeadlineCells finding={finding} />
        <td className="findings-table__category-cell" data-label={t('table.category')}>
          {finding.category}
        </td>
        <td className="findings-table__framework-cell" data-label={t('table.framework')}>
          {t(`framework.${finding.framework}`)}
        </td>
        <td className="findings-table__count-cell" data-label={t('table.count')}>
          {formatNumber(finding.count)}
        </td>
      </tr>
      {expanded ? (
        <tr className="p-datatable-row-expansion">
          <td colSpan={columns}>
            <Suspense fallback={<FindingDetailsSkeleton id={detailsId} />}>
              <FindingDetails {...workspace} findingId={finding.id} location={location} />
              <FindingTriagePanel tenantId={workspace.tenantId} projectId={workspace.projectId} findingId={finding.id} />
            </Suspense>
          </td>
        </tr>
      ) : null}
    </>
  );
}
