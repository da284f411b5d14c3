import { Sidebar, type SidebarProps } from 'primereact/sidebar';

export type AppDrawerProps = Pick<SidebarProps, 'id' | 'visible' | 'onHide' | 'header' | 'aria-label' | 'children'>;

/** The navigation drawer of screens under 1024 px, loaded only there. */
export default function AppDrawer(props: AppDrawerProps) {
  return <Sidebar {...props} position="left" className="app-drawer" />;
}
