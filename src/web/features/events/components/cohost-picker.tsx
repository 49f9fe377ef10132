import { Search } from 'lucide-react';
import { FACILITATOR_SEARCH_MIN, type FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { InitialsAvatar } from '@web/components/ui/initials-avatar';
import { fieldClass, Label } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useCohostPicker } from './use-cohost-picker';

/**
 * Type-ahead for other facilitators by name or @handle: an ARIA combobox whose list of matches
 * is walked with the arrow keys (the input keeps focus; `aria-activedescendant` names the
 * option), chosen with Enter or a click, and closed with Escape. A live region says how many
 * were found.
 */
export function CohostPicker({
  onPick,
  isInvited,
  disabled = false,
}: {
  onPick: (facilitator: FacilitatorMatch) => void;
  /** Spaces already on the list show as such and cannot be chosen again. */
  isInvited: (spaceId: string) => boolean;
  disabled?: boolean;
}) {
  const picker = useCohostPicker({ onPick, isInvited });
  const { ids, matches, active, expanded, status } = picker;

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={ids.input}>Invite a co-host</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck="false"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={picker.activeId}
          aria-describedby={ids.hint}
          placeholder="Name or @handle"
          value={picker.text}
          disabled={disabled}
          onChange={(e) => picker.input.onChange(e.target.value)}
          onFocus={picker.input.onFocus}
          onBlur={picker.input.onBlur}
          onKeyDown={picker.input.onKeyDown}
          className={cn(fieldClass, 'h-11 pl-10')}
        />
        <div
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-stone-300 bg-white shadow-lg',
            !expanded && 'hidden',
          )}
        >
          <ul
            id={ids.list}
            role="listbox"
            aria-label="Facilitators"
            hidden={matches.length === 0}
            className="max-h-72 overflow-y-auto py-1"
            // Choosing with the mouse keeps the focus in the input.
            onMouseDown={(e) => e.preventDefault()}
          >
            {matches.map((match, index) => {
              const invited = isInvited(match.spaceId);
              return (
                <li
                  key={match.spaceId}
                  id={ids.option(match.spaceId)}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={invited || undefined}
                  onClick={() => picker.pick(match)}
                  onMouseMove={() => picker.hover(index)}
                  className={cn(
                    'flex items-center gap-3 px-3 py-2',
                    index === active &&
                      'bg-sage-100 outline-2 -outline-offset-2 outline-forest-700',
                    invited ? 'cursor-default' : 'cursor-pointer',
                  )}
                >
                  <InitialsAvatar src={match.avatarUrl} name={match.displayName} />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium text-forest-900">
                      {match.displayName}
                    </span>
                    {match.handle && (
                      <span className="truncate text-sm text-ink-muted">@{match.handle}</span>
                    )}
                    {invited && <span className="text-sm text-ink-muted">Already invited</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          {matches.length === 0 && <p className="px-3 py-2.5 text-sm text-ink-muted">{status}</p>}
        </div>
      </div>
      <p id={ids.hint} className="text-sm text-ink-muted">
        Search other facilitators by name or @handle (at least {FACILITATOR_SEARCH_MIN} characters).
      </p>
      <p role="status" className="sr-only">
        {expanded ? status : ''}
      </p>
    </div>
  );
}
