import type { Severity } from '../../../../gql/graphql';

/** The severities an alert is raised with, most severe first (filter order). */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const satisfies readonly Severity[];
