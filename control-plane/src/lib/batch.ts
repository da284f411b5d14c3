import { AppError } from './errors.js';

/**
 * A batch request's items, each on its own (its own transaction, its own audit entry): a client
 * error (an AppError below 500) becomes that item's failure and the others go on; anything else
 * stops the batch. The results keep the items' order, with how many succeeded and failed.
 */
export async function eachOnItsOwn<T, R extends { success: boolean }>(
  items: readonly T[],
  one: (item: T) => Promise<R>,
  failure: (item: T, error: AppError) => R | Promise<R>,
): Promise<{ succeeded: number; failed: number; results: R[] }> {
  const results: R[] = [];
  for (const item of items) {
    try {
      results.push(await one(item));
    } catch (error) {
      if (!(error instanceof AppError) || error.status >= 500) throw error;
      results.push(await failure(item, error));
    }
  }
  const succeeded = results.filter((result) => result.success).length;
  return { succeeded, failed: results.length - succeeded, results };
}
