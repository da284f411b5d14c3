import { graphql } from '../../../gql';

/** One step of a finding's data flow, as the row expansion and the JSON export show it. */
export const FindingTraceStepFragment = graphql(`
  fragment FindingTrace_step on TraceStep {
    file
    line
    column
    kind
    note
  }
`);
