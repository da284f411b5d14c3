import type { TokenKindName } from '../db/identity-tables.js';

/** Accepted prefixes; VIEW_ is an alias of VIEWER_. Issued tokens use VIEWER_ or RUN_. */
const PREFIX_KINDS: Record<string, TokenKindName> = { VIEW: 'VIEWER', VIEWER: 'VIEWER', RUN: 'RUN' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ParsedApiToken {
  kind: TokenKindName;
  projectId: string;
  secret: string;
}

/** `VIEW_|VIEWER_|RUN_<projectId>_<secret>`; null when the shape is wrong. */
export function parseApiToken(raw: string): ParsedApiToken | null {
  const parts = raw.trim().split('_');
  if (parts.length < 3) return null;
  const [prefix = '', projectId = '', ...rest] = parts;
  const kind = PREFIX_KINDS[prefix];
  const secret = rest.join('_');
  if (!kind || !UUID.test(projectId) || secret.length < 16 || secret.length > 256) return null;
  return { kind, projectId: projectId.toLowerCase(), secret };
}

export function formatApiToken(kind: TokenKindName, projectId: string, secret: string): string {
  return `${kind}_${projectId}_${secret}`;
}

/** The public start shown in lists, e.g. `RUN_<projectId>_ab12`. */
export function displayPrefix(kind: TokenKindName, projectId: string, secret: string): string {
  return `${kind}_${projectId}_${secret.slice(0, 4)}`;
}
