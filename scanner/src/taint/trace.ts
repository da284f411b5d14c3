/** Trace steps of a taint value (the type is the Finding's, src/types.ts). */
import type { TraceStep } from '../types.js';

export type { TraceStep };

/** Long chains add little for the reader and cost memory on every value: keep the first steps and the last ones. */
const MAX_STEPS = 24;

export function appendStep(trace: readonly TraceStep[], step: TraceStep): TraceStep[] {
  const last = trace.at(-1);
  // The same note at the same line twice says nothing new (e.g. a += inside a loop analysed twice).
  if (last && last.line === step.line && last.note === step.note) return [...trace];
  const next = [...trace, step];
  return next.length > MAX_STEPS ? [...next.slice(0, 4), ...next.slice(-(MAX_STEPS - 4))] : next;
}
