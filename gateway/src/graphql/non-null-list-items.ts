import type { MeshTransform } from '@graphql-mesh/types';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { GraphQLList, GraphQLNonNull, isListType, isNonNullType, type GraphQLSchema, type GraphQLType } from 'graphql';

/**
 * `[T]` → `[T!]`, at any depth, for output fields, arguments and input fields.
 *
 * Mesh's OpenAPI handler makes every list item nullable, while no array of the contract holds a
 * null (items never say `nullable: true`, and the control plane checks its answers against the
 * contract). Non-null items spare every client a filter for nulls that never come. A bare schema
 * transform: the types change once at build time, no resolver is wrapped.
 */
export function nonNullListItems(type: GraphQLType): GraphQLType {
  if (isNonNullType(type)) return new GraphQLNonNull(nonNullListItems(type.ofType) as never);
  if (isListType(type)) {
    const item = nonNullListItems(type.ofType);
    return new GraphQLList(isNonNullType(item) ? item : new GraphQLNonNull(item as never));
  }
  return type;
}

export function useNonNullListItems(): MeshTransform {
  return {
    noWrap: true,
    transformSchema(schema: GraphQLSchema) {
      return mapSchema(schema, {
        [MapperKind.COMPOSITE_FIELD]: (field) => ({ ...field, type: nonNullListItems(field.type) as never }),
        [MapperKind.ARGUMENT]: (argument) => ({ ...argument, type: nonNullListItems(argument.type) as never }),
        [MapperKind.INPUT_OBJECT_FIELD]: (field) => ({ ...field, type: nonNullListItems(field.type) as never }),
      });
    },
  };
}
