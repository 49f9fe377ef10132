/**
 * An order's arithmetic, in integer pence: the platform fee is charged on each paid ticket
 * (never on a free one), either on top of the price (the guest pays it) or out of it (the host
 * absorbs it). The same function prices the checkout's breakdown and the order the server saves.
 */

export type FeeMode = 'guest' | 'host';

export type LineRequest = { quantity: number; unitPricePence: number };

export type PricedLine = LineRequest & { unitFeePence: number; lineTotalPence: number };

export type PricedOrder = {
  lines: PricedLine[];
  /** What the tickets cost at their prices. */
  subtotalPence: number;
  /** The platform's fees on every paid ticket, whoever pays them. */
  feePence: number;
  /** What the guest pays. */
  totalPence: number;
  /** What reaches the host: the total less the fees. */
  hostPence: number;
};

export function priceOrder(
  lines: LineRequest[],
  { feePerTicketPence, feeMode }: { feePerTicketPence: number; feeMode: FeeMode },
): PricedOrder {
  const priced = lines.map((line): PricedLine => {
    // A fee larger than a cheap ticket's price cannot come out of it.
    const unitFeePence =
      line.unitPricePence === 0
        ? 0
        : feeMode === 'host'
          ? Math.min(feePerTicketPence, line.unitPricePence)
          : feePerTicketPence;
    const unitCharge = line.unitPricePence + (feeMode === 'guest' ? unitFeePence : 0);
    return { ...line, unitFeePence, lineTotalPence: unitCharge * line.quantity };
  });
  const subtotalPence = sum(priced.map((l) => l.unitPricePence * l.quantity));
  const feePence = sum(priced.map((l) => l.unitFeePence * l.quantity));
  const totalPence = sum(priced.map((l) => l.lineTotalPence));
  return { lines: priced, subtotalPence, feePence, totalPence, hostPence: totalPence - feePence };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
