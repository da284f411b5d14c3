export { createApolloClient, createGatewayHttpLink } from './client';
export { createCache } from './cache';
export { getErrorCode, getErrorField, getErrorStatus, getServerMessage, isNetworkError } from './errors';
export { createAuthLink, createErrorLink, createRequestPolicyLink, credentialHeaders } from './links';
export { FRESHNESS_MS, createFreshnessLink, forgetFreshness, freshFetchPolicy, freshNextFetchPolicy, freshQueryOptions, freshnessKey, type Freshness } from './freshness';
export { KEEP_UNUSED_MS, watchQueryLifecycle } from './lifecycle';
export { useFreshOptions } from './useFreshOptions';
export { useFreshListQuery } from './useFreshListQuery';
export { ADMIN_POLL_MS, useVisiblePolling } from './useVisiblePolling';
