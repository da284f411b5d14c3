export { createAppServer, type PrototypedApp } from './app-server.js';
export { AddressList, addressListFromEnv, isAddressOrCidr, normalizeAddress, parseAddressOrCidr } from './address-list.js';
export { IP_BLOCKED, refuseBlockedAddresses } from './blocked.js';
export type { Middleware, RoutedRequest } from './http-types.js';
export { createProcessMetrics, DEFAULT_METRICS_ALLOW_FROM, metricsEndpoint, routeTemplate, type ProcessMetrics } from './metrics.js';
export { drainHttpServer } from './drain-server.js';
export { Probes, type ProbeOptions, type ProbeState } from './probes.js';
export { currentRequestId, REQUEST_ID_HEADER, requestContext, requestIdFrom, requestIdMixin } from './request-context.js';
