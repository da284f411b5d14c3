import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Frame of the public pages: product name, one card, main landmark. */
export function AuthShell({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="auth-shell">
      <header className="auth-shell__brand">
        <Link to="/" className="auth-shell__logo">
          <i className="pi pi-shield" aria-hidden="true" />
          <span>{t('appName')}</span>
        </Link>
        <p className="auth-shell__tagline">{t('tagline')}</p>
      </header>
      <main id="conteudo" className="auth-shell__card" tabIndex={-1}>
        <h1 className="auth-shell__title">{title}</h1>
        {subtitle ? <p className="auth-shell__subtitle">{subtitle}</p> : null}
        {children}
      </main>
      {footer ? <footer className="auth-shell__footer">{footer}</footer> : null}
    </div>
  );
}
