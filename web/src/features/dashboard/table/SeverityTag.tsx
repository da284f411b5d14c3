import { useTranslation } from 'react-i18next';
import type { Severity } from '../../../gql/graphql';
import { lowerCode } from '../../../lib/enumCodes';

/** The severity as a tag whose colours pass WCAG AA (dashboard.css). */
export function SeverityTag({ severity }: { severity: Severity }) {
  const { t } = useTranslation('dashboard');
  return (
    <span className={`severity-tag severity-tag--${lowerCode(severity)}`} data-severity={lowerCode(severity)}>
      {t(`severity.${severity}`)}
    </span>
  );
}
