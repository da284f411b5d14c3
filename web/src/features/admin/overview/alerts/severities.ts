import type { Severity } from '../../../../gql/graphql';

/** The severities an alert is raised with, most severe first (filter order). */
export const ALERT_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO'] as const satisfies readonly Severity[];
