import { useId } from 'react';
import {
  WEEKDAYS,
  WEEKS_OF_MONTH,
  type Weekday,
  type WeekOfMonth,
} from '@shared/series/series-rules';
import { DAY_NAMES, WEEK_NAMES } from '@shared/series/series-summary';
import { FormField } from '@web/components/ui/form-field';
import { choiceClass, Input, selectClass } from '@web/components/ui/input';
import { RadioChoices } from './radio-choices';
import type { SeriesCheck, SeriesDraft } from './series-draft';

type PatternProps = {
  draft: SeriesDraft;
  errors: SeriesCheck['errors'];
  edit: (change: Partial<SeriesDraft>) => void;
};

/** "Every [2] weeks": how many weeks or months apart the dates are. */
function EveryField({ draft, errors, edit, unit }: PatternProps & { unit: 'weeks' | 'months' }) {
  return (
    <FormField
      label={`Every how many ${unit}`}
      hint={`1 is every ${unit.slice(0, -1)}`}
      error={errors.every}
    >
      <Input
        inputMode="numeric"
        fullWidth={false}
        className="w-28"
        value={draft.every}
        onChange={(e) => edit({ every: e.target.value })}
      />
    </FormField>
  );
}

/** The days of the week a weekly series is held on, as a row of checkboxes. */
function WeekdayChoice({ draft, errors, edit }: PatternProps) {
  const errorId = useId();
  const toggle = (day: Weekday, on: boolean) =>
    edit({
      weekdays: on
        ? WEEKDAYS.filter((known) => known === day || draft.weekdays.includes(known))
        : draft.weekdays.filter((known) => known !== day),
    });
  return (
    <fieldset className="grid gap-2" aria-describedby={errors.weekdays ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">On</legend>
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
      {errors.weekdays && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.weekdays}
        </p>
      )}
    </fieldset>
  );
}

function MonthlyWeekdayFields({ draft, edit }: PatternProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Which">
        <select
          className={selectClass}
          value={draft.week}
          onChange={(e) => edit({ week: Number(e.target.value) as WeekOfMonth })}
        >
          {WEEKS_OF_MONTH.map((week) => (
            <option key={week} value={week}>
              {WEEK_NAMES[week]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Day of the week">
        <select
          className={selectClass}
          value={draft.weekday}
          onChange={(e) => edit({ weekday: e.target.value as Weekday })}
        >
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {DAY_NAMES[day]}
            </option>
          ))}
        </select>
      </FormField>
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
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">When</legend>
      <RadioChoices
        choices={choices}
        value={draft.eveningBefore}
        onChange={(eveningBefore) => edit({ eveningBefore })}
      />
    </fieldset>
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
          <FormField
            label="Day of the month"
            hint={Number(draft.day) > 28 ? 'Months without this day are skipped' : undefined}
            error={errors.day}
          >
            <Input
              inputMode="numeric"
              fullWidth={false}
              className="w-28"
              value={draft.day}
              onChange={(e) => edit({ day: e.target.value })}
            />
          </FormField>
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
