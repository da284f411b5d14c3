import { Link } from 'react-router-dom';

/** The line under a public page's card that leads to its sibling page ("Não tem conta? Criar conta"). */
export function AuthFooterLink({ lead, to, label }: { lead?: string; to: string; label: string }) {
  return (
    <p>
      {lead ? `${lead} ` : null}
      <Link to={to}>{label}</Link>
    </p>
  );
}
