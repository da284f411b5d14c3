/**
 * Entry names of an uploaded archive: a path that is absolute or climbs out with `..` refuses the
 * whole upload, and so does a name with control characters or deceptive Unicode.
 */
import path from 'node:path';
import { ArchiveError } from './archive-error.js';

/** Control characters (C0, DEL, C1): a name with them would rewrite logs and terminals that show it. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u001f\u007f-\u009f]/;
/**
 * Characters that make a name read as something it is not: bidirectional overrides and isolates
 * (a name shown reversed) and look-alikes of "/", "\\" and "." (a path that seems to climb out).
 */
const DECEPTIVE = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2024\u2044\u2215\u29f8\u29f9\ufe52\uff0e\uff0f\uff3c]/;

/** The name as it may be shown in a message: invisible and deceptive characters as \uXXXX, cut at 200. */
function shown(name: string): string {
  return name
    .slice(0, 200)
    .replace(new RegExp(`${CONTROL.source}|${DECEPTIVE.source}`, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The entry's path inside `root`, or an ArchiveError when it is absolute, leaves the tree or has a deceptive name. */
export function safeTarget(root: string, name: string): string | null {
  if (name.includes('\0')) throw new ArchiveError('Arquivo inválido: nome de arquivo com caractere nulo');
  if (CONTROL.test(name)) throw new ArchiveError(`Arquivo inválido: nome de arquivo com caractere de controle ("${shown(name)}")`);
  if (DECEPTIVE.test(name)) throw new ArchiveError(`Arquivo inválido: nome de arquivo com caractere Unicode enganoso ("${shown(name)}")`);
  const unified = name.replace(/\\/g, '/');
  if (unified.startsWith('/') || /^[a-zA-Z]:/.test(unified)) {
    throw new ArchiveError(`Arquivo inválido: caminho absoluto não permitido ("${shown(name)}")`);
  }
  const parts = unified.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) {
    throw new ArchiveError(`Arquivo inválido: o caminho "${shown(name)}" sai do diretório do projeto`);
  }
  if (parts.length === 0) return null; // "./" itself
  const target = path.resolve(root, ...parts);
  if (!target.startsWith(root + path.sep)) {
    throw new ArchiveError(`Arquivo inválido: o caminho "${shown(name)}" sai do diretório do projeto`);
  }
  return target;
}
