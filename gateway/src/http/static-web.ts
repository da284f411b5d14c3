import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type RequestHandler, type Router } from 'express';

/** Paths that belong to the server, never to the SPA. */
const SERVER_PREFIXES = ['/graphql', '/api/', '/healthz', '/downloads/'];

/** Vite puts content-hashed files under /assets/ (name-<hash>.ext). */
const HASHED_ASSET = /^\/assets\/.+[-.][A-Za-z0-9_-]{8,}\.\w+$/;

function isServerPath(path: string): boolean {
  return path === '/api' || SERVER_PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

/** A route of the SPA (e.g. /auth/callback) rather than a file (e.g. /favicon.ico). */
function looksLikeRoute(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * Serves the web app's build output at /, with the SPA fallback to index.html for GET routes
 * that are not files and not server paths. Hashed assets are cached for a year, index.html is
 * revalidated every time; both are gzipped for clients that accept it. When the folder has no
 * index.html, / answers 503 with a short note.
 */
export function staticWeb(webDist: string): Router {
  const router = express.Router();
  const indexFile = join(webDist, 'index.html');

  const files = express.static(webDist, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const relative = filePath.slice(webDist.length).split('\\').join('/');
      if (HASHED_ASSET.test(relative)) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else if (relative === '/index.html') {
        res.setHeader('Cache-Control', 'no-cache');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=3600');
      }
    },
  });

  const spaFallback: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path) || !looksLikeRoute(req.path)) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .setHeader('Cache-Control', 'no-store')
        .send('Vigia: o aplicativo web não foi compilado. Rode `pnpm --filter @vigia/web run build` e recarregue.\n');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { dotfiles: 'allow' }, (error) => {
      if (error) next(error);
    });
  };

  // gzip for the app's files only: /graphql streams server-sent events, which must not be buffered.
  const gzip = compression();
  router.use((req, res, next) => {
    if (isServerPath(req.path)) return next();
    gzip(req, res, (error?: unknown) => (error ? next(error) : files(req, res, next)));
  });
  router.use(spaFallback);
  return router;
}
