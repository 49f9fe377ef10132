import { WEEKDAYS, WEEKS_OF_MONTH, type Weekday } from '@shared/series/series-rules';
import { DAY_NAMES, WEEK_NAMES } from '@shared/series/series-summary';
import { choiceClass } from '@web/components/ui/input';
import { RadioChoices } from './radio-choices';
import type { SeriesCheck, SeriesDraft } from './series-draft';
import { DraftFieldset, DraftNumberField, DraftSelect } from './series-fields';

type PatternProps = {
  draft: SeriesDraft;
  errors: SeriesCheck['errors'];
  edit: (change: Partial<SeriesDraft>) => void;
};

/** "Every [2] weeks": how many weeks or months apart the dates are. */
function EveryField({ draft, errors, edit, unit }: PatternProps & { unit: 'weeks' | 'months' }) {
  return (
    <DraftNumberField
      label={`Every how many ${unit}`}
      hint={`1 is every ${unit.slice(0, -1)}`}
      error={errors.every}
      value={draft.every}
      onChange={(every) => edit({ every })}
    />
  );
}

/** The days of the week a weekly series is held on, as a row of checkboxes. */
function WeekdayChoice({ draft, errors, edit }: PatternProps) {
  const toggle = (day: Weekday, on: boolean) =>
    edit({
      weekdays: on
        ? WEEKDAYS.filter((known) => known === day || draft.weekdays.includes(known))
        : draft.weekdays.filter((known) => known !== day),
    });
  return (
    <DraftFieldset legend="On" error={errors.weekdays} className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {WEEKDAYS.map((day) => (
          <label
            key={day}
            className="flex items-center gap-2 rounded-xl border border-stone-300 px-3 py-2 has-[:checked]:border-forest-700 has-[:checked]:bg-sage-50"
          >
            <input
              type="checkbox"
              className={choiceClass}
              checked={draft.weekdays.includes(day)}
              onChange={(e) => toggle(day, e.target.checked)}
            />
            <span aria-hidden="true">{DAY_NAMES[day].slice(0, 3)}</span>
            <span className="sr-only">{DAY_NAMES[day]}</span>
          </label>
        ))}
      </div>
    </DraftFieldset>
  );
}

function MonthlyWeekdayFields({ draft, edit }: PatternProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DraftSelect
        label="Which"
        value={draft.week}
        values={WEEKS_OF_MONTH}
        names={WEEK_NAMES}
        onChange={(week) => edit({ week })}
      />
      <DraftSelect
        label="Day of the week"
        value={draft.weekday}
        values={WEEKDAYS}
        names={DAY_NAMES}
        onChange={(weekday) => edit({ weekday })}
      />
    </div>
  );
}

/** On the day of the moon's phase in London, or the evening before it. */
function MoonTiming({ draft, edit }: PatternProps) {
  const moon = draft.kind === 'full-moon' ? 'full moon' : 'new moon';
  const choices = [
    [false, `On the day of the ${moon}`],
    [true, `The evening before the ${moon}`],
  ] as const;
  return (
    <DraftFieldset legend="When" className="grid gap-2">
      <RadioChoices
        choices={choices}
        value={draft.eveningBefore}
        onChange={(eveningBefore) => edit({ eveningBefore })}
      />
    </DraftFieldset>
  );
}

/** The fields of the chosen way of repeating. */
export function RepeatPatternFields(props: PatternProps) {
  const { draft, errors, edit } = props;
  switch (draft.kind) {
    case 'weekly':
      return (
        <div className="grid gap-4">
          <EveryField {...props} unit="weeks" />
          <WeekdayChoice {...props} />
        </div>
      );
    case 'monthly-date':
      return (
        <div className="grid gap-4 sm:grid-cols-2">
          <EveryField {...props} unit="months" />
          <DraftNumberField
            label="Day of the month"
            hint={Number(draft.day) > 28 ? 'Months without this day are skipped' : undefined}
            error={errors.day}
            value={draft.day}
            onChange={(day) => edit({ day })}
          />
        </div>
      );
    case 'monthly-weekday':
      return (
        <div className="grid gap-4">
          <EveryField {...props} unit="months" />
          <MonthlyWeekdayFields {...props} />
        </div>
      );
    case 'full-moon':
    case 'new-moon':
      return <MoonTiming {...props} />;
    case 'none':
      return null;
  }
}
