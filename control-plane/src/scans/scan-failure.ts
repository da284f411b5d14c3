import { ArtifactStorageError } from '../artifacts/artifact-writer.js';

export const GENERIC_FAILURE = 'Falha ao processar o scan';
export const SOURCE_MISSING = 'Falha ao processar o scan: o código enviado não está mais disponível';
const STORAGE_FAILURE = 'Falha ao processar o scan: não foi possível gravar os artefatos (armazenamento cheio ou sem permissão de escrita)';

/** A scan that must end as failed with this Portuguese message (not retried). */
export class ScanFailure extends Error {}

/** What a scan's last attempt tells its users about an unexpected error: storage refusals are named. */
export function lastAttemptMessage(error: unknown): string {
  return error instanceof ArtifactStorageError && error.storageRefused ? STORAGE_FAILURE : GENERIC_FAILURE;
}
