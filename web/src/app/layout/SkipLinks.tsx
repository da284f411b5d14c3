import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';

function focusById(id: string) {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus();
  element.scrollIntoView?.({ block: 'start' });
  return true;
}

/** Skip links to the main content and to the navigation (spec §2). */
export function SkipLinks({ mainId, navId, onNavigation }: { mainId: string; navId: string; onNavigation?: () => void }) {
  const { t } = useTranslation('layout');
  const go = (id: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    before?.();
    // The drawer renders its navigation on open: focus on the next frame.
    if (!focusById(id)) requestAnimationFrame(() => focusById(id));
  };
  return (
    <div className="skip-links">
      <a href={`#${mainId}`} className="skip-link" onClick={go(mainId)}>
        {t('skip.content')}
      </a>
      <a href={`#${navId}`} className="skip-link" onClick={go(navId, onNavigation)}>
        {t('skip.navigation')}
      </a>
    </div>
  );
}
