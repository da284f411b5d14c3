/** What the error link tells the auth state about the server's answers to our credentials. */
type Listener = () => void;

function signal() {
  const listeners = new Set<Listener>();
  return {
    on(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(): void {
      for (const listener of [...listeners]) listener();
    },
  };
}

/** The server no longer accepts our credentials (401). */
const unauthorized = signal();
export const onUnauthorized = unauthorized.on;
export const emitUnauthorized = unauthorized.emit;

/** A change was refused with 403 MFA_REQUIRED: the session must pass the second factor first. */
const mfaRequired = signal();
export const onMfaRequired = mfaRequired.on;
export const emitMfaRequired = mfaRequired.emit;
