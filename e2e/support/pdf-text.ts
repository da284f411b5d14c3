// Reads a downloaded PDF's text back with pdf-parse (pdf.js inside): no system binary such as pdftotext needed.
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';

export async function pdfFileText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
