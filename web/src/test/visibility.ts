/** Shows or hides the tab as the browser does: `document.visibilityState`, then a `visibilitychange` event. */
export function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}
