import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FACILITATOR_SEARCH_MIN, type FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { InitialsAvatar } from '@web/components/ui/initials-avatar';
import { fieldClass, Label } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { facilitatorSearchQuery } from '../api/cohosts';

/** How long typing may pause before the search runs. */
export const COHOST_SEARCH_DEBOUNCE_MS = 250;

const countText = (n: number) =>
  n === 0 ? 'No facilitators found' : `${n} ${n === 1 ? 'facilitator' : 'facilitators'} found`;

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
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const optionId = (spaceId: string) => `${id}-option-${spaceId}`;

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const typed = text.trim();
  const term = useDebouncedValue(typed, COHOST_SEARCH_DEBOUNCE_MS);
  const typedEnough = typed.length >= FACILITATOR_SEARCH_MIN;
  const search = useQuery({
    ...facilitatorSearchQuery(term),
    enabled: term.length >= FACILITATOR_SEARCH_MIN,
  });
  // Until the search for what is typed now has answered, nothing stale is offered.
  const settled = typedEnough && term === typed && search.isSuccess;
  const matches = settled ? search.data.facilitators : [];

  // The highlighted option belongs to one answer: a new one starts with none.
  const [highlight, setHighlight] = useState<{ term: string; index: number }>({
    term: '',
    index: -1,
  });
  const expanded = open && typedEnough;
  // A closed list has no highlighted option; opening it again starts from the top.
  const active = expanded && settled && highlight.term === term ? highlight.index : -1;
  const activeMatch = active >= 0 ? matches[active] : undefined;

  const activeId = activeMatch ? optionId(activeMatch.spaceId) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const status = !typedEnough
    ? ''
    : search.isError && term === typed
      ? search.error.message
      : settled
        ? countText(matches.length)
        : 'Searching…';

  const close = () => {
    setOpen(false);
    setHighlight({ term: '', index: -1 });
  };

  const pick = (match: FacilitatorMatch | undefined) => {
    if (!match || isInvited(match.spaceId)) return;
    onPick(match);
    setText('');
    close();
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (matches.length === 0) return;
    const from = active < 0 ? (step === 1 ? -1 : matches.length) : active;
    setHighlight({ term, index: (from + step + matches.length) % matches.length });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // Never the form's submit: Enter here chooses, or does nothing.
        event.preventDefault();
        if (expanded) pick(activeMatch);
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>Invite a co-host</Label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck="false"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-describedby={hintId}
          placeholder="Name or @handle"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
          className={cn(fieldClass, 'h-11 pl-10')}
        />
        <div
          className={cn(
            'absolute inset-x-0 top-full z-20 mt-1 overflow-hidden rounded-xl border border-stone-300 bg-white shadow-lg',
            !expanded && 'hidden',
          )}
        >
          <ul
            id={listId}
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
                  id={optionId(match.spaceId)}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={invited || undefined}
                  onClick={() => pick(match)}
                  onMouseMove={() => index !== active && setHighlight({ term, index })}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 px-3 py-2',
                    index === active &&
                      'bg-sage-100 outline-2 -outline-offset-2 outline-forest-700',
                    invited && 'cursor-default',
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
      <p id={hintId} className="text-sm text-ink-muted">
        Search other facilitators by name or @handle (at least {FACILITATOR_SEARCH_MIN} characters).
      </p>
      <p role="status" className="sr-only">
        {expanded ? status : ''}
      </p>
    </div>
  );
}
