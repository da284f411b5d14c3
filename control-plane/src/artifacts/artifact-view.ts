/**
 * Which view an artifact gets and its limits: JSON (and SARIF) as a tree by default, text as
 * lines; anything else is not viewable inline.
 */
import { AppError } from '../lib/errors.js';

export type ViewMode = 'lines' | 'tree' | 'whole';

export const VIEW_LIMITS = {
  linesPageSize: 200,
  treePageSize: 50,
  /** Bytes of one line before it is cut. */
  lineBytes: 8 * 1024,
  /** Bytes of a child's string before it is cut. */
  childStringBytes: 2 * 1024,
  /** Bytes of the viewed node's own string before it is cut. */
  nodeStringBytes: 256 * 1024,
  /** Largest text of a value read whole (whole=true). */
  wholeMaxBytes: 5 * 1024 * 1024,
} as const;

export function isJsonType(contentType: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType);
}

export function isTextType(contentType: string): boolean {
  return /^text\//i.test(contentType) || isJsonType(contentType) || /^application\/(?:xml|x-ndjson|yaml|x-yaml)\b/i.test(contentType);
}

const notViewable = (): AppError =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Visualização não suportada para este tipo de artefato');

/** The mode a request gets: as asked when the artifact allows it; whole=true means whole. */
export function resolveViewMode(contentType: string, asked: ViewMode | undefined, whole: boolean): ViewMode {
  const json = isJsonType(contentType);
  const mode = whole ? 'whole' : (asked ?? (json ? 'tree' : 'lines'));
  if (mode === 'lines' ? !isTextType(contentType) : !json) throw notViewable();
  return mode;
}
