export { createApolloClient } from './client';
export { createCache } from './cache';
export { getErrorCode, getErrorField, getErrorStatus, getServerMessage, isNetworkError } from './errors';
export { createAuthLink, createErrorLink, createRetryLink, credentialHeaders, queryRetryDelay } from './links';
export { ADMIN_POLL_MS, useVisiblePolling } from './useVisiblePolling';
export { FRESHNESS_MS, createFreshnessLink, forgetFreshness, freshFetchPolicy, freshNextFetchPolicy, freshnessKey } from './freshness';
