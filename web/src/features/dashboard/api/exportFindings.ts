import { graphql } from '../../../gql';

/**
 * One page (up to 500) of the findings matching the dashboard filters, for the CSV and JSON
 * exports: a mutation only because the search payload is a POST body; it changes nothing.
 */
export const ExportFindingsMutation = graphql(`
  mutation DashboardExportFindings($tenantId: UUID, $projectId: UUID, $options: SearchOptions_Input!) {
    searchFindings(X_Tenant_ID: $tenantId, X_Project_ID: $projectId, input: { options: $options }) {
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
