import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Crumb } from './breadcrumbs';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('layout');
  if (crumbs.length <= 1) return null;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => {
          // Labels come from the layout namespace or are data (the project name).
          const label = crumb.label ?? t(crumb.labelKey as 'breadcrumbs.home');
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${label}`}>
              {crumb.to && !last ? (
                <Link to={crumb.to}>{label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{label}</span>
              )}
              {!last ? (
                <i className="pi pi-angle-right breadcrumbs__sep" aria-hidden="true" />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
