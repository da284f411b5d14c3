/**
 * Drawing helpers shared by the PDFs of the control plane (the scan report, the compliance report
 * and the ANPD draft): standard fonts, Portuguese labels and number/date formats, headings, bars,
 * simple tables, and a document built whole in memory so its length is known.
 */
import PDFDocument from 'pdfkit';

export type Pdf = PDFKit.PDFDocument;

export const SEVERITY_LABEL: Record<string, string> = {
  critical: 'Crítica',
  high: 'Alta',
  medium: 'Média',
  low: 'Baixa',
  info: 'Informativa',
  unknown: 'Desconhecida',
};
export const SEVERITY_COLOR: Record<string, string> = {
  critical: '#8b1a1a',
  high: '#c2410c',
  medium: '#a16207',
  low: '#1d4ed8',
  info: '#475569',
  unknown: '#475569',
};
export const FRAMEWORK_LABEL: Record<string, string> = { lgpd: 'LGPD', bacen: 'Banco Central', security: 'Segurança', open_finance: 'Open Finance' };

export const INK = '#0f172a';
export const MUTED = '#334155';

export const number = new Intl.NumberFormat('pt-BR');
export const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });
export const dateOnly = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' });

/** The standard PDF fonts speak WinAnsi: keep Latin-1 (accents included), replace the rest. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\u2192/g, '->')
    .replace(/[^\t\n\u0020-\u00ff]/g, '?');
}

/** An A4 document with 50 pt margins, rendered to a Buffer when `draw` is done. */
export async function renderPdf(info: { title: string; createdAt: Date }, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: pdfSafe(info.title), Author: 'Vigia', CreationDate: info.createdAt } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function heading(doc: Pdf, text: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(pdfSafe(text), doc.page.margins.left).moveDown(0.3);
  doc.font('Helvetica').fontSize(10);
}

/** Starts a new page when less than `height` points are left on this one. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** Horizontal bars: label, bar proportional to the largest value, the value. */
export function bars(doc: Pdf, items: { label: string; value: number; text: string; color: string }[], max: number): void {
  const left = doc.page.margins.left;
  const barLeft = left + 120;
  const barWidth = 300;
  for (const item of items) {
    ensureSpace(doc, 15);
    const y = doc.y;
    doc.fillColor(INK).text(pdfSafe(item.label), left, y, { width: 115 });
    const width = max > 0 ? Math.max(item.value > 0 ? 2 : 0, (item.value / max) * barWidth) : 0;
    doc.rect(barLeft, y + 1, width, 9).fill(item.color);
    doc.fillColor(INK).text(item.text, barLeft + barWidth + 10, y, { width: 80 });
    doc.x = left;
    doc.y = y + 15;
  }
}

export interface Column {
  title: string;
  /** Share of the text width (the shares of a table add up to 1). */
  share: number;
  align?: 'left' | 'right';
}

/** A plain table: bold header repeated on each page, wrapped cells, a hairline between rows. */
export function table(doc: Pdf, columns: readonly Column[], rows: readonly string[][], options: { fontSize?: number } = {}): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const widths = columns.map((c) => c.share * width);
  const fontSize = options.fontSize ?? 9;
  const padding = 3;
  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(pdfSafe(cell), { width: (widths[i] ?? 0) - 2 * padding }))) + 2 * padding;
  };
  const drawRow = (cells: readonly string[], font: string, color: string) => {
    const height = rowHeight(cells, font);
    const y = doc.y;
    let x = left;
    doc.font(font).fontSize(fontSize).fillColor(color);
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(pdfSafe(cell), x + padding, y + padding, { width: w - 2 * padding, align: columns[i]?.align ?? 'left' });
      x += w;
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.5).strokeColor('#cbd5e1').stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const header = columns.map((c) => c.title);
  ensureSpace(doc, rowHeight(header, 'Helvetica-Bold') + 20);
  drawRow(header, 'Helvetica-Bold', INK);
  for (const row of rows) {
    if (doc.y + rowHeight(row, 'Helvetica') > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(header, 'Helvetica-Bold', INK);
    }
    drawRow(row, 'Helvetica', INK);
  }
  doc.font('Helvetica').fontSize(10).fillColor(INK);
}

/** The small-print limits statement that closes every report. */
export function footnote(doc: Pdf, text: string): void {
  ensureSpace(doc, 40);
  doc.moveDown(1).font('Helvetica').fontSize(8).fillColor('#475569').text(pdfSafe(text), doc.page.margins.left);
}
