import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MeshHTTPHandler } from '@graphql-mesh/http';
import { createMeshHTTPHandler } from '@graphql-mesh/http';
import { getMesh, type GetMeshOptions, type MeshInstance } from '@graphql-mesh/runtime';
import type { YamlConfig } from '@graphql-mesh/types';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { getOperationAST, type DocumentNode, type GraphQLError } from 'graphql';
import { useGraphQLArmor } from './armor.js';
import { useErrorShaping } from './error-plugin.js';
import { useNonNullListItems } from './non-null-list-items.js';
import { useSetCookiePassthrough } from './set-cookie-plugin.js';
import { createSubscriptionResolvers, subscriptionTypeDefs } from './subscriptions.js';

/** gateway/ (the same from src/graphql and dist/graphql). */
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What `mesh build --fileType js` writes to gateway/.mesh/index.js and we use of it. */
interface BuiltMeshModule {
  getMeshOptions(): Promise<GetMeshOptions>;
  rawServeConfig: YamlConfig.Config['serve'];
}

export interface GatewayMesh {
  mesh: MeshInstance;
  handler: MeshHTTPHandler;
  close(): Promise<void>;
}

export interface GatewayMeshOptions {
  controlPlaneUrl: string;
  onInternalError?: (error: GraphQLError) => void;
  /** Failures of the subscriptions' REST streams hidden from the client, for the server log. */
  onStreamError?: (error: unknown) => void;
}

/**
 * The built Mesh (gateway/.mesh) with our plugins, served by Mesh's own HTTP handler — what
 * `createBuiltMeshHTTPHandler()` does, composed here so that (1) the plugins are registered when
 * the mesh is created (Mesh collects `onFetch` hooks only then), (2) the subscriptions of
 * subscriptions.ts join the schema, and (3) every gateway has its own instance to close.
 */
export async function createGatewayMesh(options: GatewayMeshOptions): Promise<GatewayMesh> {
  // The built config reads `{env.CONTROL_PLANE_URL}`; Mesh v0 ignores `:default` values.
  process.env.CONTROL_PLANE_URL = options.controlPlaneUrl;
  const meshModulePath = join(packageDir, '.mesh', 'index.js');
  let built: BuiltMeshModule;
  try {
    built = (await import(meshModulePath)) as BuiltMeshModule;
  } catch (error) {
    throw new Error(`The GraphQL mesh is not built (${meshModulePath}): run \`pnpm --filter @vigia/gateway run build\``, {
      cause: error,
    });
  }
  const meshOptions = await built.getMeshOptions();
  // Mesh plugins are Envelop plugins (+ onFetch); Yoga hooks (onResponse, onResultProcess)
  // on them run too, because Mesh's handler gives mesh.plugins to Yoga.
  type AnyMeshPlugin = NonNullable<GetMeshOptions['additionalEnvelopPlugins']>[number];
  const plugins = [
    // First: an abusive document is refused before anything else spends time on it.
    ...useGraphQLArmor(),
    useGraphQlJit({}, { enableIf: (args) => !isSubscription(args.document, args.operationName) }),
    useSetCookiePassthrough(),
    useErrorShaping({ onInternalError: options.onInternalError }),
  ] as unknown as AnyMeshPlugin[];
  meshOptions.additionalEnvelopPlugins = [...(meshOptions.additionalEnvelopPlugins ?? []), ...plugins];
  // After the source's own transforms (.meshrc.yaml), on the merged schema.
  meshOptions.transforms = [...(meshOptions.transforms ?? []), useNonNullListItems()];
  meshOptions.additionalTypeDefs = [...(meshOptions.additionalTypeDefs ?? []), ...subscriptionTypeDefs];
  const resolvers = meshOptions.additionalResolvers ?? [];
  const subscriptionResolvers = createSubscriptionResolvers({
    controlPlaneUrl: options.controlPlaneUrl,
    onInternalError: options.onStreamError,
  });
  meshOptions.additionalResolvers = [...(Array.isArray(resolvers) ? resolvers : [resolvers]), ...subscriptionResolvers];

  const mesh = await getMesh(meshOptions);
  const handler = createMeshHTTPHandler({
    baseDir: packageDir,
    getBuiltMesh: () => Promise.resolve(mesh),
    rawServeConfig: built.rawServeConfig,
    playgroundTitle: 'Vigia GraphQL',
    renderGraphiQL,
  });
  return {
    mesh,
    handler,
    async close() {
      mesh.destroy();
    },
  };
}

function isSubscription(document: DocumentNode, operationName: string | null | undefined): boolean {
  return getOperationAST(document, operationName ?? undefined)?.operation === 'subscription';
}
