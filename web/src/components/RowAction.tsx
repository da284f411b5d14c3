import { Button, type ButtonProps } from 'primereact/button';

export interface RowActionProps extends Omit<ButtonProps, 'type' | 'size' | 'text' | 'tooltip' | 'tooltipOptions'> {
  icon: string;
  label: string;
  /** Names the row too ("Revogar convite de ana@…"): the visible label alone repeats on every row. */
  'aria-label': string;
}

/** A small text button acting on one row of a list or table: the house look of row actions. */
export function RowAction(props: RowActionProps) {
  return <Button type="button" size="small" text {...props} />;
}
