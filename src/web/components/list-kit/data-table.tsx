import type { Key, ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { ScrollRegion } from '@web/components/ui/scroll-region';
import { cn } from '@web/lib/cn';

export type Column<T> = {
  /** The column's heading; a column of buttons gives words for screen readers only. */
  header: ReactNode;
  headerClassName?: string;
  className?: string;
  /** `aria-sort` of the column the list is ordered by. */
  sort?: 'ascending' | 'descending';
  cell: (row: T) => ReactNode;
};

/**
 * A list as a table: proper `th scope="col"` headings and a caption, in a frame that scrolls
 * sideways and is reachable by keyboard (ScrollRegion). Given `cards`, the table shows from the
 * `lg` width up and each row becomes a card below it; CSS decides, not `matchMedia`, so the page
 * draws the same on the server and needs no resize listener.
 *
 * Columns are plain objects rather than `@tanstack/react-table`: the server sorts, filters and
 * pages every list (keyset pages), so there is no client-side row model, column state or
 * sorting for a table library to take over, only the markup, which this draws.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  label,
  caption = label,
  tableClassName,
  frameClassName,
  cards,
}: {
  rows: readonly T[];
  rowKey: (row: T) => Key;
  columns: readonly Column<T>[];
  /** The scrolling frame's name, as a screen reader announces the region. */
  label: string;
  /** The table's caption, read before its rows; the frame's `label` when not given. */
  caption?: ReactNode;
  tableClassName?: string;
  frameClassName?: string;
  /** The cards' list, named `label` (the frame's unless given). */
  cards?: { label?: string; render: (row: T) => ReactNode };
}) {
  const table = (
    <Card variant="flat" className={cn(cards && 'hidden lg:block', frameClassName)} asChild>
      <ScrollRegion label={label}>
        <table className={cn('w-full text-left text-sm', tableClassName)}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-sage-50 text-forest-900">
            <tr>
              {columns.map((column, index) => (
                <th
                  key={index}
                  scope="col"
                  className={cn('px-4 py-3', column.headerClassName)}
                  aria-sort={column.sort}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-t border-stone-200 align-top">
                {columns.map((column, index) => (
                  <td key={index} className={cn('px-4 py-3', column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
  if (!cards) return table;
  return (
    <>
      {table}
      <ul className="grid gap-3 lg:hidden" aria-label={cards.label ?? label}>
        {rows.map((row) => (
          <li key={rowKey(row)}>{cards.render(row)}</li>
        ))}
      </ul>
    </>
  );
}
