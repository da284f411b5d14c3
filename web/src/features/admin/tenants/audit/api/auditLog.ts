import { graphql } from '../../../../../gql';

/** Route query of /admin/tenants/audit: one page of the tenant's audit log for the filters. */
export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog(
    $tenantId: UUID!
    $actorId: UUID
    $action: AuditActionFilter
    $from: DateTime
    $to: DateTime
    $page: PositiveInt!
    $pageSize: PositiveInt!
  ) {
    listAuditLog(tenantId: $tenantId, actorId: $actorId, action: $action, from: $from, to: $to, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      entries {
        id
        ...AuditRow_entry
      }
    }
  }
`);
