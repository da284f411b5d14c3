import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';

interface PageEmptyStateProps {
  icon: string;
  title: string;
  description: string;
  /** Next steps, as links styled like buttons. */
  links: readonly { to: string; label: string }[];
}

/** A whole page that has nothing to show yet: what will appear here and where to go next. */
export function PageEmptyState({ icon, title, description, links }: PageEmptyStateProps) {
  return (
    <div className="page">
      <EmptyState
        headingLevel={1}
        icon={icon}
        title={title}
        description={description}
        actions={links.map(({ to, label }) => (
          <Link key={to} to={to} className="p-button p-button-outlined p-button-sm">
            {label}
          </Link>
        ))}
      />
    </div>
  );
}
