import type { Severity } from '../db/finding-tables.js';
import type { Db } from '../lib/db.js';
import { toNumber } from '../lib/db.js';
import type { FinishedScan } from '../scans/scan-runner.js';
import { TRIAGE_STATE_LABEL } from '../triage/state-labels.js';
import { SEVERITY_RANK, type OutboundEvent } from './webhook-events.js';

/** finding.new carries at most this many findings (its count says how many there were). */
const NEW_FINDINGS_LISTED = 100;

const SEVERITY_WORDS: Record<Severity, [string, string]> = {
  critical: ['crítico', 'críticos'],
  high: ['alto', 'altos'],
  medium: ['médio', 'médios'],
  low: ['baixo', 'baixos'],
  info: ['informativo', 'informativos'],
  unknown: ['sem severidade', 'sem severidade'],
};
const ORDER: Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'unknown'];
const short = (id: string) => id.slice(0, 8);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function countsText(counts: Partial<Record<Severity, number>>): string {
  const parts = ORDER.filter((s) => (counts[s] ?? 0) > 0).map((s) => plural(counts[s] ?? 0, ...SEVERITY_WORDS[s]));
  return parts.length ? parts.join(', ') : 'nenhum achado';
}

async function projectName(db: Db, tenantId: string, projectId: string): Promise<string> {
  const row = await db.selectFrom('projects').select('name').where('tenant_id', '=', tenantId).where('id', '=', projectId).executeTakeFirst();
  return row?.name ?? 'desconhecido';
}

interface NewFinding {
  id: string;
  rule: string;
  severity: Severity;
  file: string;
  line: number | null;
  message: string;
}

/** scan.completed (or scan.failed) and, for a completed scan with new findings, finding.new. */
export async function scanFinishedEvents(db: Db, scan: FinishedScan): Promise<OutboundEvent[]> {
  const name = await projectName(db, scan.tenantId, scan.projectId);
  const base = { scanId: scan.scanId, projectId: scan.projectId, projectName: name };
  if (scan.status === 'failed') {
    const error = scan.error ?? 'motivo desconhecido';
    return [{ tenantId: scan.tenantId, event: 'scan.failed', data: { ...base, error }, summary: `O scan ${short(scan.scanId)} do projeto ${name} falhou: ${error}` }];
  }
  const rows = await db
    .selectFrom('findings')
    .select(['severity', (eb) => eb.fn.countAll().as('n')])
    .where('tenant_id', '=', scan.tenantId)
    .where('scan_id', '=', scan.scanId)
    .groupBy('severity')
    .execute();
  const counts = Object.fromEntries(rows.map((row) => [row.severity, toNumber(row.n)])) as Partial<Record<Severity, number>>;
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  // New to the branch, or back after a fix: what the team has not seen open before.
  const fresh: NewFinding[] = await db
    .selectFrom('findings')
    .select(['id', 'rule', 'severity', 'file', 'line', 'message'])
    .where('tenant_id', '=', scan.tenantId)
    .where('scan_id', '=', scan.scanId)
    .where('baseline', 'in', ['new', 'reintroduced'])
    .orderBy('severity_rank', 'desc')
    .orderBy('file')
    .orderBy('line')
    .execute();
  const events: OutboundEvent[] = [
    {
      tenantId: scan.tenantId,
      event: 'scan.completed',
      data: { ...base, findings: { total, ...Object.fromEntries(ORDER.map((s) => [s, counts[s] ?? 0])) }, newFindings: fresh.length },
      summary: `O scan ${short(scan.scanId)} do projeto ${name} terminou com ${plural(total, 'achado', 'achados')} (${countsText(counts)}), ${plural(fresh.length, 'novo', 'novos')}.`,
    },
  ];
  const atLeast = (min: Severity) => {
    const kept = fresh.filter((f) => SEVERITY_RANK[f.severity] >= SEVERITY_RANK[min]);
    if (kept.length === 0) return null;
    const bySeverity: Partial<Record<Severity, number>> = {};
    for (const f of kept) bySeverity[f.severity] = (bySeverity[f.severity] ?? 0) + 1;
    return {
      data: { ...base, minSeverity: min, count: kept.length, findings: kept.slice(0, NEW_FINDINGS_LISTED) },
      summary: `O scan ${short(scan.scanId)} do projeto ${name} trouxe ${plural(kept.length, 'achado novo', 'achados novos')} (${countsText(bySeverity)}).`,
    };
  };
  const all = atLeast('unknown');
  if (all) events.push({ tenantId: scan.tenantId, event: 'finding.new', ...all, atLeast });
  return events;
}

/** gate.failed once per scan and threshold: the event the first time the gate fails, undefined after. */
export async function gateFailedEvent(
  db: Db,
  gate: { tenantId: string; projectId: string; scanId: string; failOn: string; blocking: number; counts: Record<string, number> },
): Promise<OutboundEvent | undefined> {
  const inserted = await db
    .insertInto('gate_failures')
    .values({ tenant_id: gate.tenantId, scan_id: gate.scanId, fail_on: gate.failOn })
    .onConflict((oc) => oc.doNothing())
    .returning('scan_id')
    .executeTakeFirst();
  if (!inserted) return undefined;
  const name = await projectName(db, gate.tenantId, gate.projectId);
  return {
    tenantId: gate.tenantId,
    event: 'gate.failed',
    data: { scanId: gate.scanId, projectId: gate.projectId, projectName: name, failOn: gate.failOn, blocking: gate.blocking, counts: gate.counts },
    summary: `O gate de CI do scan ${short(gate.scanId)} do projeto ${name} reprovou: ${plural(gate.blocking, 'achado', 'achados')} de severidade ${SEVERITY_WORDS[gate.failOn as Severity]?.[0] ?? gate.failOn} ou maior.`,
  };
}

export function findingTriagedEvent(change: {
  tenantId: string;
  projectId: string;
  findingId: string;
  label: string;
  from: string;
  to: string;
  reason: string | null;
  by: string;
}): OutboundEvent {
  return {
    tenantId: change.tenantId,
    event: 'finding.triaged',
    data: { findingId: change.findingId, projectId: change.projectId, finding: change.label, from: change.from, to: change.to, reason: change.reason, by: change.by },
    summary: `${change.by} mudou o achado ${change.label} de ${TRIAGE_STATE_LABEL[change.from] ?? change.from} para ${TRIAGE_STATE_LABEL[change.to] ?? change.to}.`,
  };
}

export function quotaThresholdEvent(quota: { tenantId: string; month: string; threshold: number; used: number; limit: number; percent: number }): OutboundEvent {
  return {
    tenantId: quota.tenantId,
    event: 'quota.threshold',
    data: { month: quota.month, threshold: quota.threshold, used: quota.used, limit: quota.limit, percent: quota.percent },
    summary: `O tenant usou ${quota.used} de ${quota.limit} unidades de análise em ${quota.month} (${quota.percent}%), acima de ${quota.threshold}% da cota.`,
  };
}

/**
 * finding.overdue: a finding past its due date (the deadlines of issue 29 call this when they mark
 * one Vencido; nothing on this branch computes due dates yet).
 */
export function findingOverdueEvent(overdue: { tenantId: string; projectId: string; findingId: string; label: string; severity: Severity; dueAt: Date }): OutboundEvent {
  const due = overdue.dueAt.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  const data = { findingId: overdue.findingId, projectId: overdue.projectId, finding: overdue.label, severity: overdue.severity, dueAt: overdue.dueAt.toISOString() };
  const summary = `O achado ${overdue.label} venceu em ${due} sem ser corrigido.`;
  return {
    tenantId: overdue.tenantId,
    event: 'finding.overdue',
    data,
    summary,
    atLeast: (min) => (SEVERITY_RANK[overdue.severity] >= SEVERITY_RANK[min] ? { data, summary } : null),
  };
}
