import type { RequestHandler } from 'express';

/**
 * GET /healthz: the gateway answers (it is up) and says whether the control plane does.
 * Always 200 while the gateway itself works; `controlPlane.status` tells the rest.
 */
export function healthz(controlPlaneUrl: string): RequestHandler {
  return async (_req, res) => {
    const started = performance.now();
    let controlPlane: { status: 'ok' | 'degraded' | 'down'; latencyMs?: number };
    try {
      const response = await fetch(`${controlPlaneUrl}/api/v1/health`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(3000),
      });
      const body = (await response.json().catch(() => ({}))) as { status?: unknown };
      const status = response.ok && body.status === 'ok' ? 'ok' : response.ok || response.status === 503 ? 'degraded' : 'down';
      controlPlane = { status, latencyMs: Math.round(performance.now() - started) };
    } catch {
      controlPlane = { status: 'down' };
    }
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: controlPlane.status === 'ok' ? 'ok' : 'degraded', gateway: 'ok', controlPlane });
  };
}
