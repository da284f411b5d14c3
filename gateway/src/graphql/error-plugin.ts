import type { ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { shapeErrors, type ShapeOptions } from './errors.js';

type Result = ExecutionResult & Record<string, unknown>;

function shapeResult(result: Result, options: ShapeOptions): Result {
  if (!result.errors?.length) return result;
  return { ...result, errors: shapeErrors(result.errors as GraphQLError[], options) };
}

/**
 * The stream with shaped results. Not an async generator: its `return()` (the client went away)
 * must reach the source at once, even while a `next()` is pending — a generator would queue it
 * until the source's next event, and a subscription's upstream request would stay open until then.
 */
function shapeStream(source: AsyncIterable<Result>, options: ShapeOptions): AsyncIterableIterator<Result> {
  const iterator = source[Symbol.asyncIterator]();
  const shaped: AsyncIterableIterator<Result> = {
    async next() {
      const step = await iterator.next();
      return step.done ? step : { value: shapeResult(step.value, options), done: false };
    },
    async return(value?: unknown) {
      return (await iterator.return?.(value)) ?? { value: undefined, done: true };
    },
    async throw(error?: unknown) {
      if (iterator.throw) return iterator.throw(error);
      throw error;
    },
    [Symbol.asyncIterator]() {
      return shaped;
    },
  };
  return shaped;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<Result> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Yoga plugin: every result leaves the gateway with shaped errors (see errors.ts), whether it
 * is a single result, a batch or a stream (graphql-sse).
 */
export function useErrorShaping(options: ShapeOptions = {}): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) {
        setResult(result.map((item) => shapeResult(item as Result, options)));
      } else if (isAsyncIterable(result)) {
        setResult(shapeStream(result, options));
      } else {
        setResult(shapeResult(result as Result, options));
      }
    },
  };
}
