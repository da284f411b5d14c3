import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLEnumType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';
import { describe, expect, it } from 'vitest';

// The GraphQL surface is a product (docs/architecture.md): the names clients write must read as
// GraphQL, not as Mesh's plumbing over HTTP. Checked on the printed, committed schema, the one
// the web app's documents are generated from (drift is checked separately).
const schemaFile = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));
const schema: GraphQLSchema = buildSchema(readFileSync(schemaFile, 'utf8'));

/** Named types of the schema, without GraphQL's own (`__Schema`, `String`, ...). */
const ownTypes = () =>
  Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__') && !isSpecifiedScalarType(type));

/** Every list in a type, at any depth, with whether its items may be null. */
function nullableItemLists(type: GraphQLType): boolean {
  if (isNonNullType(type)) return nullableItemLists(type.ofType);
  if (isListType(type)) return !isNonNullType(type.ofType) || nullableItemLists(type.ofType);
  return false;
}

describe('schema/gateway.graphql names', () => {
  it('names every type in PascalCase, without generated prefixes or suffixes', () => {
    // queryInput_latestFindings_severity, query_health_status, CreateProjectRequest_Input, session_const
    const offenders = ownTypes()
      .map((type) => type.name)
      .filter((name) => !/^[A-Z][A-Za-z0-9]*$/.test(name) || /^(Query|Mutation|Subscription)(Input)?[A-Z_]/.test(name));
    expect(offenders).toEqual([]);
  });

  it('names every argument and input field in camelCase (no X_Tenant_ID, page_size)', () => {
    const offenders: string[] = [];
    for (const type of ownTypes()) {
      if (isObjectType(type) || isInterfaceType(type)) {
        for (const field of Object.values(type.getFields())) {
          for (const arg of field.args) if (!/^[a-z][A-Za-z0-9]*$/.test(arg.name)) offenders.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!/^[a-z][A-Za-z0-9]*$/.test(field.name)) offenders.push(`${type.name}.${field.name}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('names every enum value in ALL_CAPS (HIGH, IN_REVIEW, TENANT_ADMIN), not the contract codes', () => {
    const offenders = ownTypes()
      .filter(isEnumType)
      .flatMap((type) => type.getValues().map((value) => `${type.name}.${value.name}`))
      .filter((name) => !/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/.test(name.split('.')[1] ?? ''));
    expect(offenders).toEqual([]);
    expect((schema.getType('Severity') as GraphQLEnumType).getValues().map((value) => value.name)).toEqual(['CRITICAL', 'HIGH', 'INFO', 'LOW', 'MEDIUM', 'UNKNOWN']);
  });

  it('gives every mutation argument that takes an object a named input type (no mutationInput_… names)', () => {
    const offenders: string[] = [];
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
      for (const arg of field.args) {
        const named = getNamedType(arg.type);
        if (isInputObjectType(named) && !/^[A-Z][A-Za-z0-9]*Input$/.test(named.name)) offenders.push(`${field.name}(${arg.name}: ${named.name})`);
        if (isInputObjectType(named) && /^(Mutation|Query)|_/.test(named.name)) offenders.push(`${field.name}(${arg.name}: ${named.name})`);
      }
    }
    expect(offenders).toEqual([]);
    // Every input object type is reachable only under such a name, nested ones included.
    expect(ownTypes().filter(isInputObjectType).map((type) => type.name).filter((name) => !name.endsWith('Input'))).toEqual([]);
  });

  it('has no nullable list items: [Finding!]!, severity: [Severity!]', () => {
    const offenders: string[] = [];
    for (const type of ownTypes()) {
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (nullableItemLists(field.type)) offenders.push(`${type.name}.${field.name}`);
          for (const arg of 'args' in field ? field.args : []) {
            if (nullableItemLists(arg.type)) offenders.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('gives lists of values enums, not comma strings', () => {
    const latest = schema.getQueryType()?.getFields().latestFindings;
    expect(String(latest?.args.find((a) => a.name === 'severity')?.type)).toBe('[Severity!]');
    expect(['sortBy', 'sortOrder'].map((name) => String(latest?.args.find((a) => a.name === name)?.type))).toEqual([
      'FindingSortField',
      'SortOrder',
    ]);
    const artifacts = schema.getQueryType()?.getFields().listArtifacts;
    expect(String(artifacts?.args.find((a) => a.name === 'kinds')?.type)).toBe('[ArtifactKind!]');
    expect(isEnumType(schema.getType('ArtifactKind'))).toBe(true);
    expect(String(schema.getQueryType()?.getFields().scanStatus?.type)).toBe('ScanStatus');
    expect(isEnumType(schema.getType('ScanStage'))).toBe(true);
  });

  it('serves reads as queries, not mutations', () => {
    const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {});
    expect(mutations.filter((name) => /^(search|list|get|view|latest|verify)/.test(name))).toEqual([]);
    expect(schema.getQueryType()?.getFields().searchFindings).toBeDefined();
  });
});
