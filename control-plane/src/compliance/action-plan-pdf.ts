/** The action plan's pages of the compliance PDF: the same sections and labels as /compliance and the CSV. */
import { INK, MUTED, SEVERITY_LABEL, dateOnly, heading, number, pdfSafe, table, type Pdf } from '../exports/pdf-kit.js';
import type { ActionPlan } from './action-plan.js';
import { TRIAGE_STATE_LABEL } from '../triage/state-labels.js';
import { NO_OWNER } from './action-plan-csv.js';

/** Findings printed per control (the CSV has every one). */
const PDF_ITEMS_PER_CONTROL = 20;
const PDF_FIXES = 50;

const date = (value: string | null | undefined) => (value ? dateOnly.format(new Date(value)) : '-');
const severity = (value: string) => SEVERITY_LABEL[value] ?? value;
const where = (file: string | null, line: number | null) => (file ? `${file}:${line ?? 0}` : '-');

export function actionPlanSection(doc: Pdf, plan: ActionPlan): void {
  heading(doc, 'Plano de ação para correção');
  doc.fontSize(9).fillColor(MUTED).text(
    pdfSafe(
      'Achados em aberto desta análise (Aberto, Em análise, Confirmado ou Reaberto) agrupados pelo controle do art. 3º, §2º que citam; ' +
        'sem citação do Banco Central, no controle VIII (avaliação e correção de vulnerabilidades). Idade: dias desde a primeira detecção na branch. ' +
        `Lista até ${PDF_ITEMS_PER_CONTROL} achados por controle; o CSV do plano de ação traz todos.`,
    ),
  );
  doc.moveDown(0.3).fontSize(10).fillColor(INK);
  doc.text(`Em aberto: ${number.format(plan.open)}. Vencidos: ${number.format(plan.overdue)}.`);
  if (plan.bySeverity.length > 0) {
    doc.text(plan.bySeverity.map((s) => `${severity(s.severity)}: ${number.format(s.findings)} (${number.format(s.overdue)} vencidos)`).join('; '));
  }
  if (plan.groups.length === 0) doc.moveDown(0.3).text('Nenhum achado em aberto nesta análise.');
  for (const group of plan.groups) {
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(10).fillColor(INK);
    doc.text(pdfSafe(`${group.ref} - ${group.name}: ${number.format(group.findings)} em aberto, ${number.format(group.overdue)} vencidos`));
    doc.font('Helvetica').moveDown(0.2);
    table(
      doc,
      [
        { title: 'Achado', share: 0.3 },
        { title: 'Severidade', share: 0.1 },
        { title: 'Estado', share: 0.11 },
        { title: 'Responsável', share: 0.16 },
        { title: 'Prazo', share: 0.13 },
        { title: 'Idade (dias)', share: 0.1, align: 'right' },
        { title: 'Vencido', share: 0.1 },
      ],
      group.items.slice(0, PDF_ITEMS_PER_CONTROL).map((item) => [
        `${item.rule}\n${where(item.file, item.line)}`,
        severity(item.severity),
        TRIAGE_STATE_LABEL[item.state] ?? item.state,
        item.owner ? item.owner.name || item.owner.email : NO_OWNER,
        date(item.dueAt),
        number.format(item.ageDays),
        item.overdue ? 'Sim' : 'Não',
      ]),
      { fontSize: 8 },
    );
  }

  heading(doc, 'Corrigidos no período');
  doc.fontSize(9).fillColor(MUTED).text(
    `De ${date(plan.periodStart)} a ${date(plan.periodEnd)}: ${number.format(plan.fixedTotal)} achados corrigidos. ` +
      'A análise da correção é a primeira análise completa da branch sem o achado.',
  );
  doc.moveDown(0.3).fontSize(10).fillColor(INK);
  if (plan.fixed.length === 0) doc.text('Nenhum achado corrigido no período.');
  else {
    table(
      doc,
      [
        { title: 'Achado', share: 0.34 },
        { title: 'Severidade', share: 0.11 },
        { title: 'Corrigido em', share: 0.13 },
        { title: 'Dias até a correção', share: 0.12, align: 'right' },
        { title: 'Análise da correção', share: 0.3 },
      ],
      plan.fixed.slice(0, PDF_FIXES).map((fix) => [
        `${fix.rule}\n${where(fix.file, fix.line)}`,
        severity(fix.severity),
        date(fix.fixedAt),
        number.format(fix.daysToFix),
        fix.fixedInScanId,
      ]),
      { fontSize: 8 },
    );
  }

  heading(doc, 'Riscos aceitos');
  if (plan.acceptedRisks.length === 0) doc.text('Nenhum risco aceito.');
  else {
    table(
      doc,
      [
        { title: 'Achado', share: 0.3 },
        { title: 'Severidade', share: 0.1 },
        { title: 'Aprovador', share: 0.17 },
        { title: 'Justificativa', share: 0.29 },
        { title: 'Expira em', share: 0.14 },
      ],
      plan.acceptedRisks.map((risk) => [
        `${risk.rule}\n${where(risk.file, risk.line)}`,
        severity(risk.severity),
        risk.approver ? risk.approver.name || risk.approver.email : '-',
        risk.reason ?? '-',
        date(risk.expiresAt),
      ]),
      { fontSize: 8 },
    );
  }
}
