/**
 * The action plan as CSV for spreadsheets (Excel pt-BR: BOM, semicolons, CRLF), one line per open
 * finding and control, per fix of the period and per accepted risk, with the labels and values as
 * /compliance shows them.
 */
import { BOM, CSV_SEPARATOR, csvField } from '../exports/findings-csv.js';
import { SEVERITY_LABEL, dateOnly } from '../exports/pdf-kit.js';
import { TRIAGE_STATE_LABEL } from '../triage/state-labels.js';
import type { ActionPlan } from './action-plan.js';

export const ACTION_PLAN_CSV_HEADER = [
  'Seção',
  'Controle',
  'Regra',
  'Severidade',
  'Arquivo',
  'Linha',
  'Estado',
  'Responsável',
  'Prazo',
  'Idade (dias)',
  'Vencido',
  'Corrigido em',
  'Análise da correção',
  'Aprovador',
  'Justificativa',
  'Expira em',
] as const;

export const NO_OWNER = 'Sem responsável';
const SECTION = { open: 'Em aberto', fixed: 'Corrigido no período', risk: 'Risco aceito' } as const;
const CRLF = '\r\n';

const date = (value: string | null | undefined) => (value ? dateOnly.format(new Date(value)) : '');
const severity = (value: string) => SEVERITY_LABEL[value] ?? value;
const person = (value: { name: string | null; email: string } | undefined) => (value ? value.name || value.email : '');
const line = (cells: readonly (string | number | null | undefined)[]) => cells.map(csvField).join(CSV_SEPARATOR) + CRLF;

export function actionPlanCsv(plan: ActionPlan): string {
  const out: string[] = [BOM + ACTION_PLAN_CSV_HEADER.join(CSV_SEPARATOR) + CRLF];
  for (const group of plan.groups) {
    for (const item of group.items) {
      out.push(
        line([
          SECTION.open,
          `${group.ref} - ${group.name}`,
          item.rule,
          severity(item.severity),
          item.file,
          item.line,
          TRIAGE_STATE_LABEL[item.state] ?? item.state,
          person(item.owner) || NO_OWNER,
          date(item.dueAt),
          item.ageDays,
          item.overdue ? 'Sim' : 'Não',
          '',
          '',
          '',
          '',
          '',
        ]),
      );
    }
  }
  for (const fix of plan.fixed) {
    out.push(
      line([SECTION.fixed, '', fix.rule, severity(fix.severity), fix.file, fix.line, TRIAGE_STATE_LABEL.fixed, '', '', '', '', date(fix.fixedAt), fix.fixedInScanId, '', '', '']),
    );
  }
  for (const risk of plan.acceptedRisks) {
    out.push(
      line([
        SECTION.risk,
        '',
        risk.rule,
        severity(risk.severity),
        risk.file,
        risk.line,
        TRIAGE_STATE_LABEL.accepted_risk,
        '',
        '',
        '',
        '',
        '',
        '',
        person(risk.approver),
        risk.reason,
        date(risk.expiresAt),
      ]),
    );
  }
  return out.join('');
}
