import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import type { ReactNode } from 'react';

/** The popup menu and its dialogs are only needed once the button is clicked. */
const UserMenuOverlays = lazy(() => import('./UserMenuOverlays'));

export interface UserMenuProps {
  name: string | null;
  email: string | null;
  details: ReactNode;
  settings: ReactNode;
  onLogout: () => void;
}

/** User menu (spec §2): name (or "Usuário") and e-mail; Perfil, Configurações, Ajuda (disabled), Sair. */
export function UserMenu({ name, email, details, settings, onLogout }: UserMenuProps) {
  const { t } = useTranslation('layout');
  const menu = useRef<Menu>(null);
  const openForRef = useRef<HTMLElement | null>(null);
  const id = useId();
  const [loaded, setLoaded] = useState(false);
  const [dialog, setDialog] = useState<'profile' | 'settings' | null>(null);
  const displayName = name || t('user.fallbackName');

  const items: MenuItem[] = [
    {
      template: () => (
        <div className="user-menu__header">
          <strong>{displayName}</strong>
          {email ? <span className="user-menu__email">{email}</span> : null}
        </div>
      ),
    },
    { separator: true },
    { label: t('user.profile'), icon: 'pi pi-user', command: () => setDialog('profile') },
    { label: t('user.settings'), icon: 'pi pi-cog', command: () => setDialog('settings') },
    { label: t('user.help'), icon: 'pi pi-question-circle', disabled: true },
    { separator: true },
    { label: t('user.logout'), icon: 'pi pi-sign-out', command: onLogout },
  ];

  return (
    <>
      <Button
        type="button"
        className="user-menu__button"
        text
        icon="pi pi-user"
        label={displayName}
        aria-label={t('user.menuAria', { name: displayName })}
        aria-haspopup="menu"
        aria-controls={`${id}-menu`}
        onClick={(event) => {
          if (menu.current) menu.current.toggle(event);
          else {
            openForRef.current = event.currentTarget;
            setLoaded(true);
          }
        }}
      />
      {loaded ? (
        <Suspense fallback={null}>
          <UserMenuOverlays
            menuRef={menu}
            menuId={`${id}-menu`}
            items={items}
            openForRef={openForRef}
            dialog={dialog}
            onCloseDialog={() => setDialog(null)}
            details={details}
            settings={settings}
          />
        </Suspense>
      ) : null}
    </>
  );
}
