// oidc-provider ships no types: the little of it the tests use.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface ProviderClientRecord {
    clientId: string;
  }

  export interface IdTokenInstance {
    client: ProviderClientRecord;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Client: { find(clientId: string): Promise<ProviderClientRecord | undefined> };
    IdToken: { prototype: IdTokenInstance & { issue(this: IdTokenInstance, options?: unknown): Promise<string> } };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
