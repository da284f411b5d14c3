import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SectionProps {
  title: string;
  testId: string;
  /** The last load failed (the next poll tries again). */
  failed?: boolean;
  /** Beside the title (filters, window choice). */
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** One titled block of /admin, with the polling error said the same way everywhere. */
export function Section({ title, testId, failed, actions, children, id }: SectionProps) {
  const { t } = useTranslation('admin-overview');
  const titleId = useId();
  return (
    <section id={id} className="admin-section" aria-labelledby={titleId} data-testid={testId}>
      <div className="admin-section__head">
        <h2 id={titleId} className="admin-section__title">
          {title}
        </h2>
        {actions}
      </div>
      {failed ? (
        <p className="admin-section__error" role="alert">
          {t('loadError')}
        </p>
      ) : null}
      {children}
    </section>
  );
}
