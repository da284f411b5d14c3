import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../../../gql';

/** One row of the audit view: who, what, on which target, before/after, when. */
export const AuditRowFragment = graphql(`
  fragment AuditRow_entry on AuditEntry {
    id
    action
    actorType
    actorId
    actorName
    actorEmail
    targetType
    targetId
    targetLabel
    before
    after
    createdAt
  }
`);

export type AuditRow = ResultOf<typeof AuditRowFragment>;
