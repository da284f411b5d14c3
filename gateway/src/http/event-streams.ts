import type { RequestHandler } from 'express';

/** Counts the GraphQL subscriptions served as event streams (graphql-sse) while they are open. */
export function countEventStreams(): { readonly count: number; middleware: RequestHandler } {
  let open = 0;
  return {
    get count() {
      return open;
    },
    middleware(req, res, next) {
      if (req.headers.accept?.includes('text/event-stream')) {
        open += 1;
        res.once('close', () => {
          open -= 1;
        });
      }
      next();
    },
  };
}
