/** A small fetch client with a cookie jar that sends X-CSRF-Token from the csrf_token cookie, like the web app. */
/**
 * Response bodies in tests are read field by field and checked with expect(); typing every shape
 * again here would duplicate the contract, so they are loosely typed on purpose.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = any;

export interface ApiResponse<T = JsonBody> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** Send X-CSRF-Token from the cookie on mutations (default true). */
  csrf?: boolean;
  bearer?: string;
}

let ipCounter = 0;
/** A distinct client address per call, sent as X-Forwarded-For (the control plane trusts loopback proxies). */
export function nextIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export class Client {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = { 'X-Forwarded-For': nextIp() },
  ) {}

  get csrfToken(): string | undefined {
    return this.cookies.get('csrf_token');
  }

  async request<T = JsonBody>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const mutating = !['GET', 'HEAD'].includes(method);
    if (mutating && options.csrf !== false && this.csrfToken && !headers['X-CSRF-Token']) headers['X-CSRF-Token'] = this.csrfToken;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      headers['content-type'] = 'application/json';
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
    const setCookies = res.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0\b/i.test(cookie) || /expires=Thu, 01 Jan 1970/i.test(cookie);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: res.status, body: parsed as T, headers: res.headers, setCookies };
  }

  get<T = JsonBody>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = JsonBody>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, body });
  }
  patch<T = JsonBody>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  put<T = JsonBody>(path: string, body?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = JsonBody>(path: string, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, options);
  }
}
