import { X } from 'lucide-react';
import { useId, useState } from 'react';
import type { SeriesRule } from '@shared/series/series-rules';
import { seriesDateLabel } from '@shared/series/series-summary';
import { Button } from '@web/components/ui/button';
import { DateField } from '@web/components/ui/date-field';
import { choiceClass } from '@web/components/ui/input';
import type { SeriesCheck, SeriesDraft } from './series-draft';
import type { SeriesPreview } from './series-preview';

type ListProps = {
  draft: SeriesDraft;
  rule: SeriesRule;
  preview: SeriesPreview;
  errors: SeriesCheck['errors'];
  edit: (change: Partial<SeriesDraft>) => void;
};

/** The next dates, each with a box to skip it, and the dates added besides the rule's. */
export function SeriesDatesList({ draft, rule, preview, errors, edit }: ListProps) {
  const headingId = useId();
  const [adding, setAdding] = useState('');
  const skip = (date: string, skipped: boolean) =>
    edit({
      skipped: skipped ? [...draft.skipped, date].sort() : draft.skipped.filter((d) => d !== date),
    });
  const add = () => {
    if (!adding || draft.added.includes(adding)) return;
    edit({ added: [...draft.added, adding].sort() });
    setAdding('');
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="text-base font-semibold text-forest-900">
        Next dates
      </h3>
      {preview.coming.length === 0 ? (
        <p className="text-sm text-ink-muted">No dates to come.</p>
      ) : (
        <ul className="grid gap-1.5 sm:grid-cols-2">
          {preview.coming.map((date) => {
            const skipped = rule.skipped.includes(date);
            const label = seriesDateLabel(date);
            return (
              <li
                key={date}
                className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 px-3 py-2"
              >
                <span className={skipped ? 'text-ink-muted line-through' : undefined}>{label}</span>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className={choiceClass}
                    checked={skipped}
                    aria-label={`Skip ${label}`}
                    onChange={(e) => skip(date, e.target.checked)}
                  />
                  <span aria-hidden="true">Skip</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {preview.total !== null && (
        <p className="text-sm text-ink-muted">
          {preview.total === 1 ? '1 date in all' : `${preview.total} dates in all`}
        </p>
      )}
      {errors.skipped && <p className="text-sm font-medium text-red-700">{errors.skipped}</p>}
      {draft.added.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Added dates">
          {draft.added.map((date) => (
            <li
              key={date}
              className="flex items-center gap-1 rounded-full bg-sage-100 py-1 pr-1 pl-3 text-sm"
            >
              {seriesDateLabel(date)}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${seriesDateLabel(date)}`}
                onClick={() => edit({ added: draft.added.filter((d) => d !== date) })}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-start gap-3">
        <div className="max-w-xs flex-1">
          <DateField
            label="Add a date"
            value={adding}
            onChange={setAdding}
            onBlur={() => undefined}
            error={errors.added}
          />
        </div>
        {/* Level with the date box, below its label, above its hint. */}
        <Button variant="outline" className="mt-[1.625rem]" onClick={add} disabled={!adding}>
          Add date
        </Button>
      </div>
    </section>
  );
}
