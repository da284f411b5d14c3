/** The error link tells the auth state that the server no longer accepts our credentials. */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitUnauthorized(): void {
  for (const listener of [...listeners]) listener();
}

/** A change was refused with 403 MFA_REQUIRED: the session must pass the second factor first. */
const mfaListeners = new Set<Listener>();

export function onMfaRequired(listener: Listener): () => void {
  mfaListeners.add(listener);
  return () => {
    mfaListeners.delete(listener);
  };
}

export function emitMfaRequired(): void {
  for (const listener of [...mfaListeners]) listener();
}
