import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('CSV cells', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Jo')).toBe('"Smith, Jo"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell('')).toBe('');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe('"\'=HYPERLINK(""x"",""y"")"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a file with a byte order mark and CRLF rows', () => {
    expect(csvFile(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
  });
});
