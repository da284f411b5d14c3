import net from 'node:net';
import tls from 'node:tls';

export interface SmtpProbeResult {
  status: 'ok' | 'down' | 'not_configured';
  checkedAt: Date;
  latencyMs?: number;
  /** Why it is down, in Portuguese (never the URL: it may hold a password). */
  error?: string;
}

/**
 * Connects to the SMTP server of SMTP_URL, waits for its 220 greeting, sends EHLO, expects 250 and
 * says QUIT: reachable and speaking SMTP, without logging in or sending anything. smtps:// opens
 * TLS first. Everything within `timeoutMs`.
 */
export function probeSmtp(smtpUrl: string, timeoutMs: number): Promise<SmtpProbeResult> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = Number(url.port || (secure ? 465 : 25));
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    let buffer = '';
    let stage: 'greeting' | 'ehlo' = 'greeting';
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const finish = (result: Omit<SmtpProbeResult, 'checkedAt'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (result.status === 'ok') socket.end('QUIT\r\n');
      else socket.destroy();
      resolve({ ...result, checkedAt: new Date() });
    };
    const timer = setTimeout(() => finish({ status: 'down', error: `sem resposta em ${timeoutMs} ms` }), timeoutMs);
    socket.setEncoding('utf8');
    socket.on('error', (error: NodeJS.ErrnoException) => finish({ status: 'down', error: `conexão recusada ou falhou (${error.code ?? 'erro'})` }));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line "NNN text" (a space after the code, not "NNN-").
      const lines = buffer.split('\r\n');
      const last = lines.slice(0, -1).find((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (stage === 'greeting') {
        if (code !== 220) return finish({ status: 'down', error: `saudação inesperada (${code})` });
        stage = 'ehlo';
        socket.write('EHLO vigia-health\r\n');
      } else if (code === 250) {
        finish({ status: 'ok', latencyMs: Date.now() - started });
      } else {
        finish({ status: 'down', error: `EHLO recusado (${code})` });
      }
    });
  });
}

/** One probe at a time, its answer reused for `cacheSeconds`. */
export class SmtpHealth {
  private last: SmtpProbeResult | undefined;
  private inFlight: Promise<SmtpProbeResult> | undefined;

  constructor(private readonly options: { smtpUrl: string | undefined; timeoutMs: number; cacheSeconds: number }) {}

  async check(): Promise<SmtpProbeResult> {
    if (!this.options.smtpUrl) return { status: 'not_configured', checkedAt: new Date() };
    if (this.last && Date.now() - this.last.checkedAt.getTime() < this.options.cacheSeconds * 1000) return this.last;
    this.inFlight ??= probeSmtp(this.options.smtpUrl, this.options.timeoutMs).then((result) => {
      this.last = result;
      this.inFlight = undefined;
      return result;
    });
    return this.inFlight;
  }

  /** Forgets the cached answer (cache clear). */
  clear(): void {
    this.last = undefined;
  }
}
