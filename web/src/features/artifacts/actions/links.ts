/** The direct (credentialed) download path of an artifact on the gateway: spec §7's fallback. */
export function directDownloadPath(projectId: string, artifactId: string): string {
  return `/api/v1/projects/${encodeURIComponent(projectId)}/artifacts/${encodeURIComponent(artifactId)}/download`;
}

/** A path-relative URL (the signed URL is one) made absolute against an origin. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, origin).href;
}

/** Clipboard writing, or null where the Clipboard API is missing (insecure origin, old browser). */
export function clipboardWriter(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): ((text: string) => Promise<void>) | null {
  const clipboard = nav?.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') return null;
  return (text) => clipboard.writeText(text);
}
