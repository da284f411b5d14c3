import { useTranslation } from 'react-i18next';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';

/** What the row says of a finding's suppression by the scanner (a `vigia-ignore` comment, an imported tool's own). */
export const SuppressionNoteFragment = graphql(`
  fragment SuppressionNote_finding on Finding {
    suppression {
      kind
      status
      reason
    }
    suppressionNote
  }
`);

/**
 * "Suprimido no código: <motivo>" (or by the imported tool, or only proposed), and the scanner's
 * note when a `vigia-ignore` comment was ignored for want of a reason.
 */
export function SuppressionNote({ finding: ref }: { finding: FragmentType<typeof SuppressionNoteFragment> }) {
  const { t } = useTranslation('dashboard');
  const finding = getFragmentData(SuppressionNoteFragment, ref);
  const { suppression, suppressionNote } = finding;
  if (!suppression && !suppressionNote) return null;
  const label = suppression?.status === 'under_review' ? t('suppression.underReview') : suppression?.kind === 'in_source' ? t('suppression.inSource') : t('suppression.external');
  return (
    <>
      {suppression ? (
        <span className="finding-suppression" data-testid="finding-suppression">
          <span className="pi pi-eye-slash" aria-hidden="true" /> {t('suppression.withReason', { label, reason: suppression.reason })}
        </span>
      ) : null}
      {suppressionNote ? (
        <span className="finding-suppression finding-suppression--ignored" data-testid="finding-suppression-note">
          <span className="pi pi-exclamation-triangle" aria-hidden="true" /> {suppressionNote}
        </span>
      ) : null}
    </>
  );
}
