import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { NavGroups, NavItem } from './navItems';

export const APP_VERSION = '1.0.0';

interface SidebarNavProps {
  groups: NavGroups;
  /** Called after a link is chosen (the drawer closes). */
  onNavigate?: () => void;
  /** Selectors shown at the top of the drawer on small screens. */
  selectors?: ReactNode;
  id?: string;
}

export function SidebarNav({ groups, onNavigate, selectors, id }: SidebarNavProps) {
  const { t } = useTranslation('layout');

  const link = (item: NavItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        className={({ isActive }) => `sidebar-nav__link${isActive ? ' sidebar-nav__link--active' : ''}`}
        aria-label={item.ariaLabelKey ? t(item.ariaLabelKey) : undefined}
        onClick={() => onNavigate?.()}
      >
        <i className={item.icon} aria-hidden="true" />
        <span>{t(item.labelKey)}</span>
      </NavLink>
    </li>
  );

  return (
    <div className="sidebar-nav">
      {selectors ? <div className="sidebar-nav__selectors">{selectors}</div> : null}
      <nav id={id} aria-label={t('nav.label')} tabIndex={-1} className="sidebar-nav__nav">
        <ul className="sidebar-nav__list">{groups.main.map(link)}</ul>
        {groups.admin.length > 0 ? (
          <>
            <h2 className="sidebar-nav__heading" id={id ? `${id}-admin` : undefined}>
              {t('nav.adminGroup')}
            </h2>
            <ul className="sidebar-nav__list" aria-labelledby={id ? `${id}-admin` : undefined}>
              {groups.admin.map(link)}
            </ul>
          </>
        ) : null}
      </nav>
      <div className="sidebar-nav__footer">{t('version', { version: APP_VERSION })}</div>
    </div>
  );
}
