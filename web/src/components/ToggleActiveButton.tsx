import { Button } from 'primereact/button';

/** The button's strings, read from the page's namespace (the row's name fills {{name}}). */
export type ToggleActiveKey = 'actions.deactivate' | 'actions.deactivateAria' | 'actions.reactivate' | 'actions.reactivateAria';

export interface ToggleActiveButtonProps {
  row: { name: string; isActive: boolean };
  text: (key: ToggleActiveKey, values?: { name: string }) => string;
  onToggle: () => void;
}

/** A table row's "Desativar" (danger) or "Reativar" button. */
export function ToggleActiveButton({ row, text, onToggle }: ToggleActiveButtonProps) {
  const step = row.isActive ? 'deactivate' : 'reactivate';
  return (
    <Button
      type="button"
      size="small"
      text
      severity={row.isActive ? 'danger' : 'secondary'}
      icon={row.isActive ? 'pi pi-ban' : 'pi pi-replay'}
      label={text(`actions.${step}`)}
      aria-label={text(`actions.${step}Aria`, { name: row.name })}
      onClick={onToggle}
    />
  );
}
