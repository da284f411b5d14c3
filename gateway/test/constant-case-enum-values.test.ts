import { buildSchema, graphql } from 'graphql';
import { describe, expect, it } from 'vitest';
import { constantCase, useConstantCaseEnumValues } from '../src/graphql/constant-case-enum-values.js';

// The transform on a small schema whose resolvers speak the REST contract's codes, as Mesh's do.
const source = buildSchema(`
  enum Severity { critical high }
  enum Access { tenantAdmin project }
  input Filter { severities: [Severity!] }
  type Finding { severity: Severity! access: Access! }
  type Query { findings(severity: Severity, filter: Filter): [Finding!]! }
`);

describe('ALL_CAPS enum values over the contract codes', () => {
  it('names values in CONSTANT_CASE', () => {
    expect(['high', 'in_review', 'tenantAdmin', 'BCB_85', 'COMPLIANCE_JSON', 'open-finance'].map(constantCase)).toEqual([
      'HIGH',
      'IN_REVIEW',
      'TENANT_ADMIN',
      'BCB_85',
      'COMPLIANCE_JSON',
      'OPEN_FINANCE',
    ]);
  });

  it('hands resolvers the contract code of an argument and serves their codes as ALL_CAPS', async () => {
    const schema = useConstantCaseEnumValues().transformSchema!(source, {} as never);
    const seen: unknown[] = [];
    const rootValue = {
      findings(args: unknown) {
        seen.push(args);
        return [{ severity: 'high', access: 'tenantAdmin' }];
      },
    };
    const result = await graphql({ schema, rootValue, source: '{ findings(severity: HIGH, filter: { severities: [CRITICAL] }) { severity access } }' });
    expect(result).toEqual({ data: { findings: [{ severity: 'HIGH', access: 'TENANT_ADMIN' }] } });
    expect(seen).toEqual([{ severity: 'high', filter: { severities: ['critical'] } }]);
    const refused = await graphql({ schema, rootValue, source: '{ findings(severity: high) { severity } }' });
    expect(refused.errors?.[0]?.message).toMatch(/Value "high" does not exist in "Severity" enum/);
  });
});
