import type { TFunction } from 'i18next';
import type { ShowToast } from '../../../components/toast';

export interface BatchItemResult {
  userId: string;
  email?: string | null;
  success: boolean;
  message?: string | null;
}

/**
 * The toasts of a batch (spec §8): '{n} usuários atualizados com sucesso!' for the ones changed and
 * 'Erros em {n} usuários' listing who failed and why (kept on screen until closed).
 */
export function batchToasts(results: readonly BatchItemResult[], t: TFunction<'admin-users'>): ShowToast[] {
  const succeeded = results.filter((result) => result.success).length;
  const failures = results.filter((result) => !result.success);
  const toasts: ShowToast[] = [];
  if (succeeded > 0) toasts.push({ severity: 'success', detail: t('batch.success', { n: succeeded }) });
  if (failures.length > 0) {
    toasts.push({
      severity: 'error',
      sticky: true,
      summary: t('batch.failure', { n: failures.length }),
      detail: (
        <ul className="admin-users__batch-errors" data-testid="batch-errors">
          {failures.map((failure) => (
            <li key={failure.userId}>
              {t('batch.failureItem', {
                who: failure.email ?? t('batch.unknownUser', { id: failure.userId.slice(0, 8) }),
                message: failure.message ?? '',
              })}
            </li>
          ))}
        </ul>
      ),
    });
  }
  return toasts;
}
