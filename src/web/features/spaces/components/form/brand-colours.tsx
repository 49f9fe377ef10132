import { useEffect, useState } from 'react';
import { contrastRatio, isHexColour } from '@shared/spaces/colours';
import { Button } from '@web/components/ui/button';
import { Input, Label } from '@web/components/ui/input';

function ColourInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const id = label.replace(/\W+/g, '-').toLowerCase();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={value}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-11 w-14 rounded-lg border border-stone-300"
        />
        <Input
          id={id}
          value={text}
          maxLength={7}
          onChange={(e) => {
            setText(e.target.value);
            // Spec 02 §5: only # and exactly 6 hex digits apply; anything else reverts on blur.
            if (isHexColour(e.target.value)) onChange(e.target.value.toUpperCase());
          }}
          onBlur={() => !isHexColour(text) && setText(value)}
          fullWidth={false}
          className="w-32 font-mono"
        />
      </div>
    </div>
  );
}

/** How the colours change: the secondary follows the primary until it is edited itself. */
export type BrandColourControls = {
  lightIsCustom: boolean;
  setDark: (hex: string) => void;
  setLight: (hex: string) => void;
  resetLight: () => void;
};

/** Spec 02 §4: the secondary colour follows the primary until edited; reset returns to auto. */
export function BrandColours({
  dark,
  light,
  colours,
}: {
  dark: string;
  light: string;
  colours: BrandColourControls;
}) {
  const ratio = contrastRatio(dark, light);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-1 text-sm font-medium">Brand colours</legend>
      <div className="flex flex-wrap items-end gap-6">
        <ColourInput label="Primary colour" value={dark} onChange={colours.setDark} />
        <ColourInput label="Secondary colour" value={light} onChange={colours.setLight} />
        {colours.lightIsCustom && (
          <Button variant="ghost" size="sm" onClick={colours.resetLight}>
            Reset to auto
          </Button>
        )}
      </div>
      <p className="text-sm" aria-live="polite">
        Contrast {ratio.toFixed(2)}:1 —{' '}
        {ratio >= 4.5 ? (
          <span className="font-medium text-forest-700">meets WCAG AA</span>
        ) : (
          <span className="font-medium text-red-700">
            below WCAG AA; your page will darken the primary colour so text stays readable
          </span>
        )}
      </p>
    </fieldset>
  );
}
