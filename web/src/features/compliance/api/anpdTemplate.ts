import { graphql } from '../../../gql';

/** The draft ANPD incident communication (Res. CD/ANPD 15/2024) prefilled from the scan. */
export const AnpdTemplateMutation = graphql(`
  mutation ComplianceAnpdTemplate($tenantId: UUID, $projectId: UUID!, $scanId: UUID!) {
    anpdTemplate(tenantId: $tenantId, projectId: $projectId, scanId: $scanId) {
      title
      regulation
      projectName
      scanId
      scanFinishedAt
      regime
      generatedAt
      deadline
      fields {
        id
        label
        value
        source
        hint
      }
      evidence {
        lgpdFindings
        occurrences
        categories {
          id
          label
          findings
          occurrences
          samples {
            file
            line
            rule
            severity
          }
        }
      }
      disclaimer
    }
  }
`);
