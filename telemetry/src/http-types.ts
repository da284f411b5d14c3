import type { IncomingMessage, ServerResponse } from 'node:http';

/** The slice of express's request/handler shape this package needs, so it does not depend on express. */
export interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}
export type Middleware = (req: RoutedRequest, res: ServerResponse, next: (error?: unknown) => void) => void;
