export interface StreamUploadOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Sent first, e.g. the opening of a multipart file part. */
  prefix?: string | Buffer;
  /** Body size after the prefix; the body is `a` repeated. */
  bytes: number;
  /** Transfer-Encoding: chunked instead of a Content-Length. */
  chunked?: boolean;
  chunkBytes?: number;
  timeoutMs?: number;
}

export interface StreamUploadResult {
  status?: number;
  headers?: Record<string, string>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body?: any;
  /** The whole body was handed to the socket (the server kept reading). */
  sentAll: boolean;
  sent: number;
  /** A socket error (ECONNRESET, EPIPE) or 'timeout'. */
  error?: string;
}

/** Streams `bytes` of body to `url` over a plain socket, piece by piece (with backpressure); reports the answer (JSON with a Content-Length) and any reset. */
export function streamUpload(url: string, options: StreamUploadOptions): Promise<StreamUploadResult>;
