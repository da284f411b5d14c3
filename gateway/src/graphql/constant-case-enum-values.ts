import type { MeshTransform } from '@graphql-mesh/types';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLSchema } from 'graphql';

/** `high` → `HIGH`, `in_review` → `IN_REVIEW`, `tenantAdmin` → `TENANT_ADMIN`, `BCB_85` stays. */
export function constantCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toUpperCase();
}

/**
 * Enum values in ALL_CAPS, the GraphQL convention, while the REST contract keeps its lower-case
 * codes: only the value's GraphQL name changes, its internal value stays the contract's code. So
 * GraphQL itself maps both ways — an argument `severity: [HIGH]` reaches the control plane as
 * `high`, and a `high` in an answer is served as `HIGH` — without a resolver per field.
 *
 * Not Mesh's naming-convention transform: in bare mode it renames the internal value too (an
 * argument would reach REST as `HIGH`) and wraps every object field's resolver; in wrap mode every
 * request is delegated through a second schema.
 */
export function useConstantCaseEnumValues(): MeshTransform {
  return {
    noWrap: true,
    transformSchema(schema: GraphQLSchema) {
      return mapSchema(schema, {
        [MapperKind.ENUM_VALUE]: (valueConfig, _typeName, _schema, externalValue) => {
          const name = constantCase(externalValue);
          if (name === externalValue) return undefined;
          const astNode = valueConfig.astNode && { ...valueConfig.astNode, name: { ...valueConfig.astNode.name, value: name } };
          return [name, { ...valueConfig, value: valueConfig.value ?? externalValue, astNode }];
        },
      });
    },
  };
}
