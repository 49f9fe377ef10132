import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';

/**
 * Tabs as WAI-ARIA's tabs pattern describes them, drawn as Radix's Tabs draws them (the same
 * roles, ids, `data-state` and keyboard: arrows move and select, Home and End, the selected tab
 * the one tab stop) for a twelfth of the weight: the login page and the space pages show tabs
 * on arrival (issue 14's JavaScript budget, ADR 22).
 */
type TabsState = { value: string; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts belong inside <Tabs.Root>');
  return tabs;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;
const state = (selected: boolean) => (selected ? 'active' : 'inactive');

function Root({
  value,
  defaultValue = '',
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ value: current, select, baseId }}>
      <div dir="ltr" data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Left and Right (and Up, Down, Page Up, Page Down) move along the tabs, round the ends. */
const STEPS: Record<string, 'prev' | 'next' | 'first' | 'last'> = {
  ArrowLeft: 'prev',
  ArrowRight: 'next',
  Home: 'first',
  PageUp: 'first',
  End: 'last',
  PageDown: 'last',
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = STEPS[event.key];
  const from = event.target as HTMLElement;
  if (!step || from.getAttribute('role') !== 'tab') return;
  if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
  event.preventDefault();
  const tabs = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
  ];
  const at = tabs.indexOf(from as HTMLButtonElement);
  const to =
    step === 'first'
      ? 0
      : step === 'last'
        ? tabs.length - 1
        : (at + (step === 'next' ? 1 : -1) + tabs.length) % tabs.length;
  // Focus selects the tab (automatic activation).
  tabs[to]?.focus();
}

function List({ onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

function Trigger({
  value,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={state(selected)}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      {...props}
      // As Radix: the pointer selects on press, keys on Space or Enter, focus on arrival; a
      // caller's handler runs first and may prevent it.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) tabs.select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === ' ' || event.key === 'Enter'))
          tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
    />
  );
}

function Content({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={state(selected)}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      {...props}
    >
      {selected && children}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
