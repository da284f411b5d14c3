import { useEffect, useState, type RefObject } from 'react';

/** Whether the element's content is wider than the element (it scrolls sideways), kept up to date on resize. */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    // No check() here: reading scrollWidth in the effect forces a layout of the whole table inside the
    // render's task (87 ms for the dashboard's 50 rows). The observer reports every observed element
    // once after the browser's own layout, where the read is free.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
