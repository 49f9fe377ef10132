import { Ticket } from 'lucide-react';
import type { ComponentProps } from 'react';
import { formatPence } from '@shared/tickets/money';
import { cn } from '@web/lib/cn';

export type PriceLine = { key: string; name: string; quantity: number; unitPricePence: number };

/**
 * What a booking costs, line by line: "2 × Supporter £24.00", the booking fee when the guest
 * pays it (`feePence` 0 hides it), and the total ("Free" at nothing). The booking panel shows it
 * before Book, the booking's page after; there each line carries a ticket icon (`icons`).
 */
export function PriceBreakdown({
  lines,
  feePence,
  totalPence,
  icons = false,
  className,
  ...props
}: ComponentProps<'dl'> & {
  lines: PriceLine[];
  feePence: number;
  totalPence: number;
  icons?: boolean;
}) {
  const indent = icons ? 'pl-8' : undefined;
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-3 gap-y-1', className)} {...props}>
      {lines.map((line) => (
        <div key={line.key} className="contents">
          <dt className={icons ? 'flex gap-3' : undefined}>
            {icons && (
              <Ticket aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-forest-700" />
            )}
            {line.quantity} × {line.name}
          </dt>
          <dd className="text-right tabular-nums">
            {formatPence(line.unitPricePence * line.quantity)}
          </dd>
        </div>
      ))}
      {feePence > 0 && (
        <div className="contents">
          <dt className={indent}>Booking fee</dt>
          <dd className="text-right tabular-nums">{formatPence(feePence)}</dd>
        </div>
      )}
      <div className="contents font-semibold">
        <dt className={indent}>Total</dt>
        <dd className="text-right tabular-nums">
          {totalPence === 0 ? 'Free' : formatPence(totalPence)}
        </dd>
      </div>
    </dl>
  );
}
