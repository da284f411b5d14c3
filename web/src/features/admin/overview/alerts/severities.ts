import type { Severity } from '../../../../gql/graphql';

/** The severities an alert is raised with, most severe first (filter order). */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const satisfies readonly Severity[];

/** PrimeReact Tag colour of a severity. */
export const SEVERITY_TAG: Record<Severity, 'danger' | 'warning' | 'info' | 'secondary' | 'contrast'> = {
  critical: 'contrast',
  high: 'danger',
  medium: 'warning',
  low: 'info',
  info: 'secondary',
  unknown: 'secondary',
};
