import { getErrorStatus, getServerMessage } from '../../../lib/apollo';

/** Spec §8: a failed user update shows the server's message (a 422's reason), else the fallback. */
export function userUpdateError(failure: unknown, fallback: string): string {
  const status = getErrorStatus(failure);
  return (status !== undefined && status < 500 ? getServerMessage(failure) : undefined) ?? fallback;
}
