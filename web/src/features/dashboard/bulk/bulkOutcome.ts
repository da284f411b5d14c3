import { graphql } from '../../../gql';

/** What a bulk change of findings answers (triage or owner): the counts and one result per finding, in the order asked. */
export const BulkOutcomeFragment = graphql(`
  fragment BulkOutcome_result on BatchTriageResult {
    succeeded
    failed
    results {
      findingId
      success
      code
      message
    }
  }
`);
