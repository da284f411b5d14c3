import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export interface StandalonePageProps {
  /** The page's own class, next to `standalone-page`. */
  className?: string;
  /** Shows the product's name at the top, linking home (pages a user walks through, not error pages). */
  brand?: boolean;
  children: ReactNode;
}

/** A page outside the app layout: the `main` the skip link targets, optionally under the brand. */
export function StandalonePage({ className, brand = false, children }: StandalonePageProps) {
  const { t } = useTranslation('common');
  return (
    <main id="conteudo" className={className ? `standalone-page ${className}` : 'standalone-page'} tabIndex={-1}>
      {brand ? (
        <header className="welcome__header">
          <Link to="/" className="welcome__brand">
            <i className="pi pi-shield" aria-hidden="true" />
            <span>{t('appName')}</span>
          </Link>
        </header>
      ) : null}
      {children}
    </main>
  );
}
