import { useTranslation } from 'react-i18next';
import { lowerCode } from '../../lib/enumCodes';

/**
 * The report's severity label of a value, whether it comes from GraphQL (`HIGH`) or from the
 * stored JSON report (`high`): the compliance labels are keyed by the contract's lower-case codes.
 */
export function useSeverityLabel(): (value: string) => string {
  const { t } = useTranslation('compliance');
  return (value: string) => t(`severity.${lowerCode(value)}`, { defaultValue: value });
}
