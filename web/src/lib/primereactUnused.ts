/**
 * Stands in, in the build, for PrimeReact parts that only run for props the app never sets
 * (vite/primereactUnused.ts resolves the imports here; primereactUnused.test.ts checks the props):
 * - `primereact/tooltip`, which Button, InputText, Dropdown… render only for their `tooltip` prop
 *   (need a hint? use a `title` or visually hidden text);
 * - `primereact/virtualscroller` as imported by Dropdown, rendered only for `virtualScrollerOptions`
 *   (DataTable always renders it, so it keeps the real one).
 */
export function Tooltip(): null {
  return null;
}

export function VirtualScroller(): null {
  return null;
}
