import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents of the web app, generated from the gateway's schema (itself generated from
 * schema/control-plane.openapi.yaml). Run from the repository root: `pnpm codegen`.
 * The output in web/src/gql is committed; CI regenerates it and fails on any diff.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/gateway.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}', '!web/src/test/**/*'],
  ignoreNoDocuments: false,
  hooks: {},
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
        fragmentMasking: { unmaskFunctionName: 'getFragmentData' },
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
        dedupeFragments: true,
        // The remaining scalars are Mesh's length- or pattern-constrained strings.
        defaultScalarType: 'string',
        scalars: {
          UUID: 'string',
          DateTime: 'string',
          EmailAddress: 'string',
          PositiveInt: 'number',
          NonNegativeInt: 'number',
          JSON: 'Record<string, unknown>',
          ObjMap: 'Record<string, unknown>',
        },
      },
    },
  },
};

export default config;
