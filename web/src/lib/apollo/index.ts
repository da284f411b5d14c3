export { createApolloClient } from './client';
export { createCache } from './cache';
export { getErrorCode, getErrorField, getErrorStatus, getServerMessage, isNetworkError } from './errors';
export { createAuthLink, createErrorLink, createRetryLink, queryRetryDelay } from './links';
