import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPence, formatPriceShort, parsePounds, penceToPoundsText } from './money';
import { priceOrder } from './pricing';

describe('money in pence', () => {
  it('shows pence as pounds', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(1200)).toBe('£12.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(123456789)).toBe('£1,234,567.89');
    expect(formatPriceShort(0)).toBe('Free');
    expect(formatPriceShort(1200)).toBe('£12');
    expect(formatPriceShort(1250)).toBe('£12.50');
    expect(formatPriceShort(120_000)).toBe('£1,200');
    expect(formatPriceShort(100_000_000)).toBe('£1,000,000');
  });

  it('groups thousands exactly as the en-GB currency format does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (pence) => {
        expect(formatPence(pence)).toBe(intl.format(pence / 100));
      }),
    );
  });

  it('reads typed pounds exactly, and refuses what is not an amount', () => {
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds('12.5')).toBe(1250);
    expect(parsePounds('£12.50')).toBe(1250);
    expect(parsePounds('0.1')).toBe(10);
    expect(parsePounds(' 1,200.05 ')).toBe(120005);
    for (const bad of ['', '12.345', '-1', 'abc', '1e3', '12.', '.5'])
      expect(parsePounds(bad)).toBeNull();
  });

  it('round-trips every amount through the text a pounds field shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (pence) => {
        expect(parsePounds(penceToPoundsText(pence))).toBe(pence);
        expect(parsePounds(formatPence(pence))).toBe(pence);
      }),
    );
  });
});

describe('pricing an order', () => {
  it.each([
    {
      does: 'adds the fee on every paid ticket when the guest pays it, and none on free ones',
      feeMode: 'guest' as const,
      lines: [
        { quantity: 3, unitPricePence: 10 },
        { quantity: 2, unitPricePence: 20 },
        { quantity: 4, unitPricePence: 0 },
      ],
      totals: { subtotalPence: 70, feePence: 500, totalPence: 570, hostPence: 70 },
      unitFees: [100, 100, 0],
    },
    {
      does: 'takes the fee from the price when the host absorbs it, never more than the price',
      feeMode: 'host' as const,
      lines: [
        { quantity: 2, unitPricePence: 1500 },
        { quantity: 1, unitPricePence: 50 },
      ],
      totals: { subtotalPence: 3050, feePence: 250, totalPence: 3050, hostPence: 2800 },
      unitFees: [100, 50],
    },
  ])('$does', ({ feeMode, lines, totals, unitFees }) => {
    const priced = priceOrder(lines, { feePerTicketPence: 100, feeMode });
    expect(priced).toMatchObject(totals);
    expect(priced.lines.map((l) => l.unitFeePence)).toEqual(unitFees);
  });

  it('always adds up, in whole pence, whoever pays the fee', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 50 }),
      unitPricePence: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('guest' as const, 'host' as const),
        (lines, fee, feeMode) => {
          const priced = priceOrder(lines, { feePerTicketPence: fee, feeMode });
          const sum = priced.lines.reduce((a, l) => a + l.lineTotalPence, 0);
          expect(priced.totalPence).toBe(sum);
          expect(Number.isInteger(priced.totalPence)).toBe(true);
          expect(priced.hostPence + priced.feePence).toBe(priced.totalPence);
          expect(priced.totalPence).toBe(
            feeMode === 'guest' ? priced.subtotalPence + priced.feePence : priced.subtotalPence,
          );
          expect(priced.hostPence).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
