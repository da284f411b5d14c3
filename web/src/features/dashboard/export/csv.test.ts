import { describe, expect, it } from 'vitest';
import { buildFindingsCsv, csvField, type CsvFinding } from './csv';

const finding = (overrides: Partial<CsvFinding> = {}): CsvFinding => ({
  file: 'src/app.ts',
  line: 12,
  severity: 'high',
  rule: 'hardcoded-secret',
  message: 'Segredo no código',
  category: 'secrets',
  framework: 'security',
  ...overrides,
});

describe('findings CSV', () => {
  it('starts with the UTF-8 BOM and the header, semicolon separated, CRLF line ends', () => {
    const csv = buildFindingsCsv([finding()]);
    expect(csv.startsWith('\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework\r\n')).toBe(true);
    expect(csv).toBe(
      '\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework\r\n' +
        '"src/app.ts";"12";"high";"hardcoded-secret";"Segredo no código";"secrets";"security"\r\n',
    );
  });

  it('quotes every field, doubling quotes; semicolons, accents and newlines stay inside the quotes', () => {
    const csv = buildFindingsCsv([finding({ message: 'Use "bcrypt"; não MD5\nvide LGPD art. 46', file: 'src/ação;1.ts' })]);
    const line = csv.split('\r\n')[1];
    expect(line).toBe('"src/ação;1.ts";"12";"high";"hardcoded-secret";"Use ""bcrypt""; não MD5\nvide LGPD art. 46";"secrets";"security"');
  });

  it('redacts secrets in the message', () => {
    const csv = buildFindingsCsv([finding({ message: 'Encontrado API_KEY=abc123 e PASSWORD: "x y"' })]);
    expect(csv).toContain('"Encontrado API_KEY=***REDACTED*** e PASSWORD: ""***REDACTED***"""');
    expect(csv).not.toContain('abc123');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('@cmd')).toBe('"\'@cmd"');
    expect(csvField(-1)).toBe('"-1"');
    expect(csvField(null)).toBe('""');
  });

  it('has only the header for no findings', () => {
    expect(buildFindingsCsv([])).toBe('\uFEFFArquivo;Linha;Severidade;Regra;Mensagem;Categoria;Framework\r\n');
  });
});
