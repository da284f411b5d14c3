import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './audit-csv.js';

describe('audit CSV cells', () => {
  it('quotes separators, quotes and line breaks, and doubles inner quotes', () => {
    expect(csvCell('simples')).toBe('simples');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha\nnova')).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+55 11')).toBe("'+55 11");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a;b\r\n');
  });
});
