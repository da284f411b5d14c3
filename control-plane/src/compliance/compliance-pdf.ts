/** The two compliance PDFs (pt-BR): the ANPD draft and the report for the annual cyber-security report. */
import type { ArticleGroup } from '@vigia/scanner';
import type { BacenRegime } from '../db/identity-tables.js';
import type { Severity } from '../db/finding-tables.js';
import {
  FRAMEWORK_LABEL, INK, MUTED, SEVERITY_LABEL, bars, dateTime, ensureSpace, footnote, heading, number, pdfSafe, renderPdf, table, type Pdf,
} from '../exports/pdf-kit.js';
import { controlRef } from './action-plan.js';
import { BLANK_MARK, type AnpdTemplate } from './anpd-template.js';
import type { ActionPlan } from './action-plan.js';
import { actionPlanSection } from './action-plan-pdf.js';

/** The ANPD draft: every field with its label, blanks printed visibly as "[a preencher]", then the evidence. */
export async function renderAnpdPdf(template: AnpdTemplate, generatedAt: Date): Promise<Buffer> {
  return renderPdf({ title: `${template.title} - ${template.projectName}`, createdAt: generatedAt }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text(pdfSafe(`${template.title} (rascunho)`));
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(pdfSafe(template.regulation));
    doc.text(pdfSafe(`Projeto: ${template.projectName}. Análise ${template.scanId}${template.scanFinishedAt ? `, concluída em ${dateTime.format(new Date(template.scanFinishedAt))}` : ''}.`));
    doc.text(`Gerado em ${dateTime.format(generatedAt)}.`);
    doc.moveDown(0.5).fillColor('#8b1a1a').text(pdfSafe(template.disclaimer));
    doc.moveDown(0.3).fillColor(MUTED).text(pdfSafe(template.deadline));

    heading(doc, 'Campos da comunicação');
    for (const f of template.fields) {
      ensureSpace(doc, 50);
      doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(pdfSafe(f.label));
      if (f.value === '') doc.font('Helvetica-Oblique').fillColor('#b45309').text(BLANK_MARK);
      else doc.font('Helvetica').fillColor(INK).text(pdfSafe(f.value));
      doc.moveDown(0.5);
    }

    heading(doc, 'Evidências da análise');
    doc.text(`Achados relacionados à LGPD: ${number.format(template.evidence.lgpdFindings)} (${number.format(template.evidence.occurrences)} ocorrências).`);
    if (template.evidence.categories.length > 0) {
      doc.moveDown(0.3);
      table(
        doc,
        [
          { title: 'Categoria', share: 0.4 },
          { title: 'Achados', share: 0.12, align: 'right' },
          { title: 'Exemplos de localização', share: 0.48 },
        ],
        template.evidence.categories.map((c) => [
          c.label,
          number.format(c.findings),
          c.samples.map((s) => `${s.file}:${s.line} (${SEVERITY_LABEL[s.severity] ?? s.severity})`).join('\n'),
        ]),
      );
    }
    footnote(doc, template.disclaimer);
  });
}

export interface CompliancePdfInput {
  projectName: string;
  scan: { id: string; finishedAt: Date | null; branch: string | null; commit: string | null };
  regime: BacenRegime;
  generatedAt: Date;
  scores: { lgpd: number; bacen: number; security: number; open_finance: number; overall: number };
  totalFindings: number;
  /** Violations per domain (findings of severity high or critical citing it); null for a report kept from before they were stored. */
  violations: Readonly<Record<string, number>> | null;
  articles: readonly ArticleGroup[];
  /** The action plan of the scan (open findings per control, fixes of the period, accepted risks). */
  plan: ActionPlan;
  /** The 14 controls of art. 3, §2 (numeral → name). */
  controls: Readonly<Record<string, string>>;
  /** One line of what each control asks (numeral → summary). */
  controlSummaries: Readonly<Record<string, string>>;
}

const REGIME_BASIS: Record<BacenRegime, string> = {
  CMN_4893:
    'Res. CMN 4.893/2021, art. 8º, §1º, V, na redação da Res. CMN 5.274/2025: o relatório anual inclui os resultados dos testes, ' +
    'varreduras e análises periódicas de vulnerabilidades, com os planos de ação para sua correção.',
  BCB_85:
    'Res. BCB 85/2021, na redação da Res. BCB 538/2025 (dispositivo equivalente ao art. 8º, §1º, V da Res. CMN 4.893): o relatório ' +
    'anual inclui os resultados dos testes, varreduras e análises periódicas de vulnerabilidades, com os planos de ação para sua correção.',
};

export const COMPLIANCE_PDF_LIMITS =
  'Limites deste relatório: evidência técnica produzida por análise estática automatizada de código; não cobre testes de intrusão, ' +
  'a infraestrutura em execução nem controles organizacionais e não constitui parecer jurídico. Controles sem achados não foram ' +
  'necessariamente atendidos: a análise de código só produz evidência sobre parte deles.';

const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'info', 'unknown'];
/** The most severe level with findings in the group, as shown in a table ('-' when none). */
function worstLabel(group: ArticleGroup | undefined): string {
  const worst = group ? SEVERITIES.find((s) => (group.bySeverity[s] ?? 0) > 0) : undefined;
  return worst ? (SEVERITY_LABEL[worst] ?? worst) : '-';
}

/** Results per requirement: named by the first column, then what it asks, its findings and the most severe. */
function requirementsTable(doc: Pdf, first: string, shares: [first: number, asks: number], rows: string[][]): void {
  table(
    doc,
    [
      { title: first, share: shares[0] },
      { title: 'O que pede', share: shares[1] },
      { title: 'Achados', share: 0.12, align: 'right' },
      { title: 'Mais severo', share: 0.18 },
    ],
    rows,
  );
}

/** Spec §9's rule and each domain's counts, so a reader can recompute every score of the page. */
export const SCORE_RULE =
  'Regra (especificação, §9): nota = 100 - arredondamento(100 × violações / total de achados), com piso 0; 100 quando não há achados ou violações. ' +
  'Violação: achado de severidade alta ou crítica que cita o framework (uma vez, por mais artigos que cite). Pontuação geral: média das quatro notas, arredondada.';

function scoreRule(doc: Pdf, input: CompliancePdfInput): void {
  doc.fontSize(8).fillColor(MUTED).text(SCORE_RULE).moveDown(0.3);
  if (!input.violations) return;
  for (const key of ['lgpd', 'bacen', 'security', 'open_finance'] as const) {
    const violations = input.violations[key] ?? 0;
    doc.text(
      `${FRAMEWORK_LABEL[key] ?? key}: ${number.format(violations)} violações de ${number.format(input.totalFindings)} achados: nota ${number.format(input.scores[key])}.`,
    );
  }
}

export async function renderCompliancePdf(input: CompliancePdfInput): Promise<Buffer> {
  return renderPdf({ title: `Vigia - compliance - ${input.projectName}`, createdAt: input.generatedAt }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).fillColor(INK).text('Relatório de compliance cibernética');
    doc.font('Helvetica').fontSize(11).text('Insumo para o relatório anual de segurança cibernética');
    doc.text(pdfSafe(`Projeto: ${input.projectName}`));
    doc.fontSize(10).fillColor(MUTED);
    doc.text(`Análise ${input.scan.id}${input.scan.finishedAt ? `, concluída em ${dateTime.format(input.scan.finishedAt)}` : ''}`);
    if (input.scan.branch || input.scan.commit) doc.text(pdfSafe(`Branch ${input.scan.branch ?? '-'}, commit ${input.scan.commit ?? '-'}`));
    doc.text(`Gerado em ${dateTime.format(input.generatedAt)}.`);
    doc.moveDown(0.4).text(pdfSafe(`Base: ${REGIME_BASIS[input.regime]}`));

    heading(doc, 'Pontuação por domínio');
    doc.text(`Pontuação geral: ${number.format(input.scores.overall)}%. Total de achados: ${number.format(input.totalFindings)}.`).moveDown(0.4);
    bars(
      doc,
      (['lgpd', 'bacen', 'security', 'open_finance'] as const).map((key) => ({
        label: FRAMEWORK_LABEL[key] ?? key,
        value: input.scores[key],
        text: `${number.format(input.scores[key])}%`,
        color: '#0f766e',
      })),
      100,
    );
    scoreRule(doc, input);
    doc.fontSize(10).fillColor(INK);

    const bacen = new Map(input.articles.filter((a) => a.framework === 'bacen').map((a) => [a.ref, a]));
    heading(doc, 'Resultados por controle (art. 3º, §2º)');
    requirementsTable(
      doc,
      'Controle',
      [0.2, 0.5],
      Object.keys(input.controls).map((numeral) => {
        const group = bacen.get(controlRef(input.regime, numeral));
        return [
          `${controlRef(input.regime, numeral)} - ${input.controls[numeral] ?? ''}`,
          input.controlSummaries[numeral] ?? '',
          number.format(group?.count ?? 0),
          worstLabel(group),
        ];
      }),
    );

    const others = input.articles.filter((a) => a.framework !== 'bacen');
    heading(doc, 'Resultados por artigo da LGPD, Open Finance e CWE');
    if (others.length === 0) doc.text('Nenhum achado.');
    else {
      requirementsTable(
        doc,
        'Referência',
        [0.22, 0.48],
        others.map((a) => [a.ref, a.summary, number.format(a.count), worstLabel(a)]),
      );
    }

    actionPlanSection(doc, input.plan);
    footnote(doc, COMPLIANCE_PDF_LIMITS);
  });
}
