import { startTransition, useEffect, type ReactNode, type RefObject, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { Dialog } from 'primereact/dialog';

export interface UserMenuOverlaysProps {
  menuRef: RefObject<Menu | null>;
  menuId: string;
  items: MenuItem[];
  /** The button whose click loaded this chunk: the menu opens next to it once mounted. */
  openForRef: RefObject<HTMLElement | null>;
  dialog: 'profile' | 'settings' | null;
  onCloseDialog: () => void;
  details: ReactNode;
  settings: ReactNode;
}

/** The user menu's popup and its Perfil/Configurações dialogs, loaded on the first click of the menu button. */
export default function UserMenuOverlays({ menuRef, menuId, items, openForRef, dialog, onCloseDialog, details, settings }: UserMenuOverlaysProps) {
  const { t } = useTranslation('layout');

  useEffect(() => {
    const target = openForRef.current;
    if (!target) return;
    openForRef.current = null;
    // The Menu's portal mounts its content from an effect of this same pass; a popup shown in the
    // same render would skip the enter transition that positions it next to the button. As a
    // transition, the show renders after the portal's (more urgent) mount.
    startTransition(() => {
      // Menu.show only reads the event's currentTarget, to place the popup.
      menuRef.current?.show({ currentTarget: target } as unknown as SyntheticEvent);
    });
  }, [menuRef, openForRef]);

  return (
    <>
      <Menu model={items} popup ref={menuRef} id={menuId} popupAlignment="right" appendTo="self" />
      <Dialog visible={dialog === 'profile'} onHide={onCloseDialog} header={t('user.profile')} modal style={{ width: 'min(28rem, 95vw)' }}>
        {details}
      </Dialog>
      <Dialog visible={dialog === 'settings'} onHide={onCloseDialog} header={t('user.settings')} modal style={{ width: 'min(28rem, 95vw)' }}>
        {settings}
      </Dialog>
    </>
  );
}
