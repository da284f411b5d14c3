import { graphql } from '../../../gql';

/** The people a finding may be assigned to: active members who reach the project. */
export const FindingAssigneesQuery = graphql(`
  query FindingAssignees($tenantId: UUID, $projectId: UUID!) {
    findingAssignees(tenantId: $tenantId, projectId: $projectId) {
      assignees {
        id
        email
        name
      }
    }
  }
`);

/** The answer is the tracked finding's triage: normalised by trackedId, it updates the table's row too. */
export const AssignFindingMutation = graphql(`
  mutation AssignFinding($tenantId: UUID, $projectId: UUID!, $findingId: UUID!, $input: AssignFindingRequestInput!) {
    assignFinding(tenantId: $tenantId, projectId: $projectId, findingId: $findingId, input: $input) {
      trackedId
      dueAt
      overdue
      assignee {
        id
        email
        name
      }
    }
  }
`);

/** One owner for several findings; each changed finding's triage comes back and updates its row. */
export const AssignFindingsMutation = graphql(`
  mutation AssignFindings($tenantId: UUID, $projectId: UUID!, $input: BatchAssignRequestInput!) {
    assignFindings(tenantId: $tenantId, projectId: $projectId, input: $input) {
      ...BulkOutcome_result
      results {
        triage {
          trackedId
          assignee {
            id
            email
            name
          }
        }
      }
    }
  }
`);
