import type { FindingDto } from '../findings/finding-dto.js';
import { SEVERITIES } from '../findings/finding-filter.js';
import { FRAMEWORK_LABEL, SEVERITY_COLOR, SEVERITY_LABEL, bars, dateTime, footnote, heading, number, pdfSafe, renderPdf, type Pdf } from './pdf-kit.js';

export interface PdfReportInput {
  projectName: string;
  scan: { id: string; finishedAt: Date | null; branch: string | null; commit: string | null; linesScanned: number };
  generatedAt: Date;
  total: number;
  bySeverity: { key: string; count: number }[];
  byFramework: { key: string; count: number }[];
  compliance: { score: number; domains: { key: string; score: number }[] } | undefined;
  topFindings: FindingDto[];
}

function findingBlock(doc: Pdf, finding: FindingDto): void {
  if (doc.y > doc.page.height - doc.page.margins.bottom - 70) doc.addPage();
  const label = SEVERITY_LABEL[finding.severity] ?? finding.severity;
  doc.font('Helvetica-Bold').fillColor(SEVERITY_COLOR[finding.severity] ?? '#0f172a').text(`[${label}] `, { continued: true });
  doc.fillColor('#0f172a').text(pdfSafe(`${finding.file}:${finding.line}:${finding.column}`));
  doc.font('Helvetica').text(pdfSafe(`${finding.rule} - ${finding.message}`));
  const citations = finding.law.citations.map((c) => c.ref).join('; ');
  if (citations) doc.fillColor('#334155').text(pdfSafe(`Normas: ${citations}`));
  if (finding.count > 1) doc.fillColor('#334155').text(`Ocorrências agrupadas: ${number.format(finding.count)}`);
  doc.moveDown(0.5);
}

/** The PDF report of a scan, in Portuguese, built whole in memory (a few pages) so its length is known. */
export async function renderPdfReport(input: PdfReportInput): Promise<Buffer> {
  return renderPdf({ title: `Vigia - ${input.projectName}`, createdAt: input.generatedAt }, (doc) => drawReport(doc, input));
}

function drawReport(doc: Pdf, input: PdfReportInput): void {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a').text('Relatório de segurança e compliance');
  doc.font('Helvetica').fontSize(11).text(pdfSafe(`Projeto: ${input.projectName}`));
  doc.fontSize(10).fillColor('#334155');
  doc.text(`Análise ${input.scan.id}${input.scan.finishedAt ? `, concluída em ${dateTime.format(input.scan.finishedAt)}` : ''}`);
  if (input.scan.branch || input.scan.commit) {
    doc.text(pdfSafe(`Branch ${input.scan.branch ?? '-'}, commit ${input.scan.commit ?? '-'}`));
  }
  doc.text(`Linhas analisadas: ${number.format(input.scan.linesScanned)}. Gerado em ${dateTime.format(input.generatedAt)}.`);

  heading(doc, 'Resumo');
  doc.text(`Total de achados: ${number.format(input.total)}`).moveDown(0.4);
  const maxSeverity = Math.max(0, ...input.bySeverity.map((s) => s.count));
  bars(
    doc,
    SEVERITIES.map((key) => ({ key, count: input.bySeverity.find((s) => s.key === key)?.count ?? 0 }))
      // The four levels always show; info and unknown only when present.
      .filter((s, index) => s.count > 0 || index < 4)
      .map((s) => ({ label: SEVERITY_LABEL[s.key] ?? s.key, value: s.count, text: number.format(s.count), color: SEVERITY_COLOR[s.key] ?? '#475569' })),
    maxSeverity,
  );
  doc.moveDown(0.4).text('Por framework principal (cada achado uma vez):');
  for (const framework of input.byFramework) {
    doc.text(`  ${FRAMEWORK_LABEL[framework.key] ?? framework.key}: ${number.format(framework.count)}`);
  }

  heading(doc, 'Pontuação de compliance');
  if (input.compliance) {
    doc.text(`Pontuação geral: ${number.format(input.compliance.score)}%`).moveDown(0.4);
    bars(
      doc,
      input.compliance.domains.map((d) => ({ label: FRAMEWORK_LABEL[d.key] ?? d.key, value: d.score, text: `${number.format(d.score)}%`, color: '#0f766e' })),
      100,
    );
  } else {
    doc.text('Pontuações indisponíveis para esta análise.');
  }

  heading(doc, 'Achados mais severos');
  if (input.topFindings.length === 0) doc.text('Nenhum achado.');
  for (const finding of input.topFindings) findingBlock(doc, finding);

  footnote(doc, 'Evidência técnica produzida por análise automatizada de código; não constitui parecer jurídico.');
}
