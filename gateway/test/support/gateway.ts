import { createGateway, type Gateway } from '../../src/app.js';
import type { GatewayConfig } from '../../src/config.js';

export interface RunningGateway {
  gateway: Gateway;
  url: string;
  stop(): Promise<void>;
}

/** The gateway in this process on a free loopback port. */
export async function startGateway(config: Partial<GatewayConfig>): Promise<RunningGateway> {
  const gateway = await createGateway(config);
  const address = await gateway.listen(0, '127.0.0.1');
  return { gateway, url: `http://127.0.0.1:${address.port}`, stop: () => gateway.close() };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
  text: string;
}

/** A browser-like client: remembers cookies the gateway sets, sends them back. */
export class GraphQLClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (!name) continue;
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** POST with a JSON body, as mutations go. */
  request<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResponse<T>> {
    return this.send<T>(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query, variables }),
    });
  }

  /** GET with the operation in the URL, as the web app asks its queries. */
  get<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    return this.send<T>(`${this.baseUrl}/graphql?${new URLSearchParams({ query, variables: JSON.stringify(variables) })}`, { method: 'GET', headers: {} });
  }

  private async send<T>(url: string, init: RequestInit & { headers: Record<string, string> }): Promise<GraphQLResponse<T>> {
    const cookie = this.cookieHeader();
    const response = await fetch(url, {
      ...init,
      headers: { accept: 'application/graphql-response+json, application/json', ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.remember(response.headers);
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as GraphQLResponse<T>['body'], text };
  }
}
