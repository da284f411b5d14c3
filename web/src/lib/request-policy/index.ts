export {
  backoffDelay,
  isIdempotent,
  MAX_RETRIES,
  MUTATION_RETRY_DELAY_MS,
  RequestTimeoutError,
  retryDelay,
  scaledDelay,
  setRetryDelayScale,
  TIMEOUT_MS,
  type HttpMethod,
  type RequestClient,
  type RequestFailure,
} from './policy';
export { withRetries, type RetryRequest } from './withRetries';
