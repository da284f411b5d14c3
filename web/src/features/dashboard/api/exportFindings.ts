import { graphql } from '../../../gql';

/**
 * One page (up to 500) of the findings matching the dashboard filters, for the CSV and JSON
 * exports (the search payload travels as a POST body to the control plane; a read all the same).
 */
export const ExportFindingsQuery = graphql(`
  query DashboardExportFindings($tenantId: UUID, $projectId: UUID, $options: SearchOptionsInput!) {
    searchFindings(tenantId: $tenantId, projectId: $projectId, input: { options: $options }) {
      scanId
      scanFinishedAt
      page
      pageSize
      summary {
        total
        totalIsEstimate
      }
      findings {
        ...ExportFinding
      }
    }
  }
`);

export const ExportFindingFragment = graphql(`
  fragment ExportFinding on Finding {
    id
    file
    line
    column
    severity
    rule
    category
    framework
    message
    cwe
    count
    nonApplicable
    fingerprint
    snippet
    trace {
      ...FindingTrace_step
    }
    law {
      citations {
        framework
        ref
        text
      }
    }
    meta {
      regulatory {
        frameworks
        cwe
        bacenControls
        lgpdArticles
        openFinance
      }
    }
  }
`);
