import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A next step shown as a link styled like a small button. */
export interface NextStepLink {
  to: string;
  label: string;
  /** A lesser step: a text button rather than an outlined one. */
  secondary?: boolean;
}

export interface EmptyStateProps {
  /** A PrimeIcons class, e.g. "pi pi-chart-bar". */
  icon: string;
  title: string;
  description: ReactNode;
  /** Next steps (links or buttons). */
  actions?: ReactNode;
  /** Next steps that are links to other pages (instead of `actions`). */
  links?: readonly NextStepLink[];
  /** Heading level of the title; pages use h1. */
  headingLevel?: 1 | 2;
}

export function EmptyState({ icon, title, description, actions, links, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const next =
    actions ??
    links?.map(({ to, label, secondary }) => (
      <Link key={to} to={to} className={`p-button ${secondary ? 'p-button-text' : 'p-button-outlined'} p-button-sm`}>
        {label}
      </Link>
    ));
  return (
    <section className="empty-state" aria-labelledby="empty-state-title">
      <i className={`${icon} empty-state__icon`} aria-hidden="true" />
      <Heading id="empty-state-title" className="empty-state__title">
        {title}
      </Heading>
      <p className="empty-state__description">{description}</p>
      {next ? <div className="empty-state__actions">{next}</div> : null}
    </section>
  );
}
