import { i18n } from '../../lib/i18n';
import { ARTIFACT_KINDS } from './filters/filters';

const KNOWN: readonly string[] = ARTIFACT_KINDS;

/** A kind's label: the known ones translated, others as the server names them. */
export function kindLabel(kind: string): string {
  return KNOWN.includes(kind) ? i18n.t(`artifacts:kind.${kind as (typeof ARTIFACT_KINDS)[number]}`) : kind;
}

/** JSON (SARIF included) opens as a tree; any other text as lines. */
export function isJsonArtifact(artifact: { contentType: string; kind: string }): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(artifact.contentType) || KNOWN.includes(artifact.kind);
}

/** The first 8 characters of a scan id: enough to tell scans apart on screen. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
