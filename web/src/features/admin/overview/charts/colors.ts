/** Series colours with at least 3:1 contrast on white (WCAG non-text contrast). */
export const SERIES = ['#4338ca', '#b45309', '#b91c1c', '#047857', '#7e22ce', '#0369a1'] as const;
