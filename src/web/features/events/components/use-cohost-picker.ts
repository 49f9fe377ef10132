import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { FACILITATOR_SEARCH_MIN, type FacilitatorMatch } from '@shared/cohosts/cohost-schemas';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { facilitatorSearchQuery } from '../api/cohosts';

/** How long typing may pause before the search runs. */
export const COHOST_SEARCH_DEBOUNCE_MS = 250;

const countText = (n: number) =>
  n === 0 ? 'No facilitators found' : `${n} ${n === 1 ? 'facilitator' : 'facilitators'} found`;

/**
 * The co-host combobox's state: what is typed, the search it runs once typing pauses, whether
 * the list is open, which option the arrow keys have reached, and what the live region says.
 */
export function useCohostPicker({
  onPick,
  isInvited,
}: {
  onPick: (facilitator: FacilitatorMatch) => void;
  isInvited: (spaceId: string) => boolean;
}) {
  const id = useId();
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

  return {
    ids: { input: `${id}-input`, list: `${id}-list`, hint: `${id}-hint`, option: optionId },
    text,
    expanded,
    matches,
    active,
    activeId,
    status,
    pick,
    /** The mouse over an option highlights it, as the arrow keys would. */
    hover: (index: number) => index !== active && setHighlight({ term, index }),
    input: {
      onChange: (value: string) => {
        setText(value);
        setOpen(true);
      },
      onFocus: () => setOpen(true),
      onBlur: close,
      onKeyDown,
    },
  };
}
