import { FACT_KIND_LABELS, FACT_KINDS } from '@shared/events/event-facts';
import type { EventDetail } from '@shared/events/event-schemas';
import { FactIcon } from '@web/components/fact-icon';

/** One of the host's notes under its name: plain text, its line breaks kept. */
function Note({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <div className="grid gap-1">
      <h3 className="font-semibold text-forest-900">{title}</h3>
      <p className="leading-7 break-words whitespace-pre-line">{text}</p>
    </div>
  );
}

/**
 * What to expect at the event (issue 25), on its page: its facts kind by kind, each as its icon
 * beside its words, then what to bring and the access notes. Nothing when the host said nothing.
 */
export function EventExpect({ expect }: { expect: EventDetail['whatToExpect'] }) {
  const { facts, whatToBring, accessNotes } = expect;
  if (facts.length === 0 && !whatToBring && !accessNotes) return null;
  return (
    <section aria-labelledby="expect-title" className="grid gap-4">
      <h2 id="expect-title" className="text-2xl font-semibold text-forest-900">
        What to expect
      </h2>
      {FACT_KINDS.map((kind) => {
        const ofKind = facts.filter((fact) => fact.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="grid gap-2">
            <h3 className="text-sm font-semibold text-ink-muted">{FACT_KIND_LABELS[kind]}</h3>
            <ul className="flex flex-wrap gap-2">
              {ofKind.map((fact) => (
                <li
                  key={fact.id}
                  className="flex items-center gap-2 rounded-full bg-sage-100 px-3 py-1 text-sm font-medium text-forest-900"
                >
                  <FactIcon fact={fact} className="size-4 shrink-0" />
                  {fact.name}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <Note title="What to bring" text={whatToBring} />
      <Note title="Access notes" text={accessNotes} />
    </section>
  );
}
