import { graphql } from '../../../gql';

/** A row of the findings table and its expansion (citations, CWE, snippet, data-flow trace). */
export const FindingsTableFindingFragment = graphql(`
  fragment FindingsTable_finding on Finding {
    id
    file
    line
    column
    message
    severity
    rule
    category
    framework
    cwe
    snippet
    count
    nonApplicable
    law {
      citations {
        framework
        ref
        text
      }
    }
    trace {
      ...FindingTrace_step
    }
    meta {
      regulatory {
        cwe
        bacenControls
        lgpdArticles
        openFinance
      }
    }
  }
`);
