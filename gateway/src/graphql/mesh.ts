import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMesh, type GetMeshOptions, type MeshInstance } from '@graphql-mesh/runtime';
import type { YamlConfig } from '@graphql-mesh/types';
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createUpstreamFetch } from '../control-plane/upstream-fetch.js';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { getOperationAST, type DocumentNode, type GraphQLError } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { useGraphQLArmor } from './armor.js';
import { useConstantCaseEnumValues } from './constant-case-enum-values.js';
import { useErrorShaping } from './error-plugin.js';
import { useNonNullListItems } from './non-null-list-items.js';
import { useSchemaAccessGuard } from './schema-access-guard.js';
import { useServerTiming } from './server-timing.js';
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
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Yoga's own type for a server without added context
  handler: YogaServerInstance<{}, {}>;
  close(): Promise<void>;
}

export interface GatewayMeshOptions {
  controlPlaneUrl: string;
  onInternalError?: (error: GraphQLError) => void;
  /** Failures of the subscriptions' REST streams hidden from the client, for the server log. */
  onStreamError?: (error: unknown) => void;
  /** Aborted when the gateway shuts down: open subscriptions end with SERVICE_UNAVAILABLE so clients reconnect. */
  shutdown?: AbortSignal;
}

/**
 * The built Mesh (gateway/.mesh) with our plugins, served by Yoga — what
 * `createBuiltMeshHTTPHandler()` does, composed here so that (1) the plugins are registered when
 * the mesh is created (Mesh collects `onFetch` hooks only then), (2) the subscriptions of
 * subscriptions.ts join the schema, (3) every gateway has its own instance to close, and (4) the
 * REST calls go through our upstream fetch.
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
  // on them run too, because mesh.plugins are given to Yoga below.
  type AnyMeshPlugin = NonNullable<GetMeshOptions['additionalEnvelopPlugins']>[number];
  const plugins = [
    // First: an abusive document is refused before anything else spends time on it.
    ...useGraphQLArmor(),
    useSchemaAccessGuard(),
    useGraphQlJit({}, { enableIf: (args) => !isSubscription(args.document, args.operationName) }),
    useSetCookiePassthrough(),
    useServerTiming(),
    useErrorShaping({ onInternalError: options.onInternalError }),
  ] as unknown as AnyMeshPlugin[];
  const upstreamFetch = createUpstreamFetch();
  meshOptions.fetchFn = upstreamFetch as unknown as typeof fetch;
  meshOptions.additionalEnvelopPlugins = [...(meshOptions.additionalEnvelopPlugins ?? []), ...plugins];
  // After the source's own transforms (.meshrc.yaml), on the merged schema.
  meshOptions.transforms = [...(meshOptions.transforms ?? []), useNonNullListItems(), useConstantCaseEnumValues()];
  meshOptions.additionalTypeDefs = [...(meshOptions.additionalTypeDefs ?? []), ...subscriptionTypeDefs];
  const resolvers = meshOptions.additionalResolvers ?? [];
  const subscriptionResolvers = createSubscriptionResolvers({
    controlPlaneUrl: options.controlPlaneUrl,
    onInternalError: options.onStreamError,
    ...(options.shutdown ? { shutdown: options.shutdown } : {}),
  });
  meshOptions.additionalResolvers = [...(Array.isArray(resolvers) ? resolvers : [resolvers]), ...subscriptionResolvers];

  const mesh = await getMesh(meshOptions);
  // Yoga on the mesh's plugins (they carry the schema, the context and ours), with the options of
  // Mesh's own HTTP handler minus its extra server-adapter layer, request logger and webhook lookup
  // on every request: a tenth of the gateway's CPU per request (issue 12). CORS is off: the web app
  // is served from this origin, and Yoga's default would answer any origin with credentials allowed.
  const handler = createYoga({
    plugins: mesh.plugins as never,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Vigia GraphQL' },
    renderGraphiQL,
    maskedErrors: false,
    landingPage: false,
    batching: false,
    // No operation takes a file (uploads go through the plain-HTTP proxy), and the admin-only check
    // (admin-only.ts) reads bodies as GraphQL, JSON and forms only.
    multipart: false,
    cors: false,
    // express.raw has read the whole body within BODY_LIMIT_BYTES already (app.ts); Yoga's own
    // limit would stream that buffer again through a byte-counting TransformStream on every request.
    maxRequestBodySize: false,
    logging: mesh.logger,
  });
  return {
    mesh,
    handler,
    async close() {
      await handler.dispose();
      mesh.destroy();
      await upstreamFetch.close();
    },
  };
}

function isSubscription(document: DocumentNode, operationName: string | null | undefined): boolean {
  return getOperationAST(document, operationName ?? undefined)?.operation === 'subscription';
}
