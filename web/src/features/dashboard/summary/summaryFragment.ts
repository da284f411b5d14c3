import { graphql } from '../../../gql';

/** Counts shown by the summary cards, the charts and the severity chips. */
export const DashboardSummaryFragment = graphql(`
  fragment DashboardSummary_summary on FindingsSummary {
    total
    totalIsEstimate
    bySeverity {
      key
      count
    }
    byFramework {
      key
      count
    }
  }
`);
