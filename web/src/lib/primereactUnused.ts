/**
 * Stands in, in the build, for PrimeReact parts that only run for props the app never sets
 * (vite/primereactUnused.ts resolves the imports here; primereactUnused.test.ts checks the props):
 * - `primereact/tooltip`, which Button, InputText, Dropdown… render only for their `tooltip` prop
 *   (need a hint? use a `title` or visually hidden text);
 * - `primereact/virtualscroller` as imported by Dropdown, rendered only for `virtualScrollerOptions`
 *   (DataTable always renders it, so it keeps the real one);
 * - `primereact/ripple`, which Button, Checkbox, Dropdown… render only when PrimeReact's `ripple`
 *   option is on (it is off unless set, and the app never sets it).
 */
export function Tooltip(): null {
  return null;
}

export function VirtualScroller(): null {
  return null;
}

export function Ripple(): null {
  return null;
}
