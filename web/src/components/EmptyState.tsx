import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** A PrimeIcons class, e.g. "pi pi-chart-bar". */
  icon: string;
  title: string;
  description: ReactNode;
  /** Next steps (links or buttons). */
  actions?: ReactNode;
  /** Heading level of the title; pages use h1. */
  headingLevel?: 1 | 2;
}

export function EmptyState({ icon, title, description, actions, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <i className={`${icon} empty-state__icon`} aria-hidden="true" />
      <Heading id="empty-state-title" className="empty-state__title">
        {title}
      </Heading>
      <p className="empty-state__description">{description}</p>
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </section>
  );
}
