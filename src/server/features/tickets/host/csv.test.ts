import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv';

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['Smith, Jo', '"Smith, Jo"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    ['', ''],
  ])(
    'quotes a cell with a comma, a quote or a line break, doubling its quotes: %j',
    (cell, out) => {
      expect(csvCell(cell)).toBe(out);
    },
  );

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-5', "'-5"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['=HYPERLINK("x","y")', '"\'=HYPERLINK(""x"",""y"")"'],
    ['a=b', 'a=b'],
  ])('keeps a cell a spreadsheet would run as a formula as text: %j', (cell, out) => {
    expect(csvCell(cell)).toBe(out);
  });

  it('writes a file with a byte order mark and CRLF rows', () => {
    expect(csvFile(['A', 'B'], [['1', 'x,y']])).toBe('\uFEFFA,B\r\n1,"x,y"\r\n');
  });
});
