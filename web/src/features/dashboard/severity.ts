import type { Framework, Severity } from '../../gql/graphql';

/** Severity order (spec §9), most severe first; info and unknown after. */
export const SEVERITIES: readonly Severity[] = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW', 'INFO', 'UNKNOWN'];
/** The filter chips, in this order (spec §4). */
export const CHIP_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const satisfies readonly Severity[];
export type ChipSeverity = (typeof CHIP_SEVERITIES)[number];

export const FRAMEWORKS: readonly Framework[] = ['LGPD', 'BACEN', 'SECURITY', 'OPEN_FINANCE'];

export function isChipSeverity(value: string): value is ChipSeverity {
  return (CHIP_SEVERITIES as readonly string[]).includes(value);
}

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

export function isFramework(value: string): value is Framework {
  return (FRAMEWORKS as readonly string[]).includes(value);
}
