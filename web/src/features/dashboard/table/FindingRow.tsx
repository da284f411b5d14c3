import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { formatNumber } from '../../../lib/format';
import { locationOf, type FindingRow as Finding } from './finding';
import { FindingDetails } from './FindingDetails';
import { SeverityTag } from './SeverityTag';

export interface FindingRowProps {
  finding: Finding;
  /** Position on the page: odd rows are striped. */
  index: number;
  expanded: boolean;
  onToggle: (id: string) => void;
  /** Cells across the table, for the details row. */
  columns: number;
}

/** One finding: its cells and, when expanded, a full-width row with its details. */
export function FindingRow({ finding, index, expanded, onToggle, columns }: FindingRowProps) {
  const { t } = useTranslation('dashboard');
  const location = locationOf(finding);
  const detailsId = `finding-details-${finding.id}`;

  return (
    <>
      <tr className={index % 2 === 1 ? 'p-row-odd' : undefined} data-testid="finding-row">
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
        <td>
          <code className="findings-table__location" data-testid="finding-location">{location}</code>
        </td>
        <td>
          <SeverityTag severity={finding.severity} />
        </td>
        <td>{finding.rule}</td>
        <td>{finding.category}</td>
        <td>{t(`framework.${finding.framework}`)}</td>
        <td>
          <span className="findings-table__message">
            {finding.message}
            {finding.nonApplicable ? <span className="findings-table__na">{t('table.nonApplicable')}</span> : null}
          </span>
        </td>
        <td>{formatNumber(finding.count)}</td>
      </tr>
      {expanded ? (
        <tr className="p-datatable-row-expansion">
          <td colSpan={columns}>
            <FindingDetails finding={finding} />
          </td>
        </tr>
      ) : null}
    </>
  );
}
