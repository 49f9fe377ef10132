import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { AdminFact } from '@shared/catalogues/catalogue-schemas';
import { FACT_KIND_LABELS, FACT_KINDS, type FactKind } from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { HeadedSection } from '@web/components/ui/headed-section';
import { toast } from '@web/lib/toast';
import { useAdminFacts, useMoveFact } from '../api/catalogues';
import {
  CatalogueBody,
  countOf,
  ItemActions,
  LiveMessage,
  MoveButtons,
  useDialog,
} from './catalogue-parts';
import { FactDialogs, type FactDialog } from './fact-dialogs';

type Dialog = ReturnType<typeof useDialog<FactDialog>>;

/**
 * What to expect at events (issue 25): the facts hosts mark their events with, by kind, each
 * with its icon and how many events carry it. Unlike a category or a tag, a fact in use can be
 * deleted: it is only a note, so it leaves the events that carry it.
 */
export function FactsSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useAdminFacts();
  const dialog = useDialog<FactDialog>(heading);
  const [announcement, setAnnouncement] = useState('');

  return (
    <HeadedSection
      title="What to expect"
      headingRef={heading}
      headingClassName="max-w-3xl"
      intro={
        <p>
          Hosts mark their events with these: access, atmosphere, who it is for and intensity. The
          event page shows them in this order, each with its icon. Deleting one takes it off every
          event that carries it.
        </p>
      }
      action={
        <Button onClick={() => dialog.open({ kind: 'new', factKind: 'access' })}>
          <Plus aria-hidden="true" />
          New fact
        </Button>
      }
    >
      <LiveMessage message={announcement} />

      <CatalogueBody
        query={query}
        isEmpty={(facts) => facts.length === 0}
        empty={
          <EmptyListWords
            title="No facts yet"
            hint="Add the first one: hosts choose from these when they create an event."
          />
        }
      >
        {(facts) => (
          <div className="grid gap-4">
            {FACT_KINDS.map((kind) => (
              <FactKindCard
                key={kind}
                kind={kind}
                facts={facts.filter((fact) => fact.kind === kind)}
                dialog={dialog}
                onMoved={setAnnouncement}
              />
            ))}
          </div>
        )}
      </CatalogueBody>

      {dialog.state && <FactDialogs state={dialog.state} {...dialog.props} />}
    </HeadedSection>
  );
}

/** The facts of one kind, in their order, each moved up or down within the kind. */
function FactKindCard({
  kind,
  facts,
  dialog,
  onMoved,
}: {
  kind: FactKind;
  facts: AdminFact[];
  dialog: Dialog;
  onMoved: (announcement: string) => void;
}) {
  const id = useId();
  const move = useMoveFact();
  const label = FACT_KIND_LABELS[kind];
  return (
    <Card variant="flat" className="grid gap-3 p-4" asChild>
      <div role="group" aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`${id}-title`} className="font-sans text-lg font-semibold text-forest-900">
            {label}
          </h3>
          <span className="text-sm text-ink-muted">{countOf(facts.length, 'fact')}</span>
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            aria-label={`New fact in ${label}`}
            onClick={() => dialog.open({ kind: 'new', factKind: kind })}
          >
            <Plus aria-hidden="true" />
            New fact
          </Button>
        </div>
        {facts.length === 0 ? (
          <p className="text-sm text-ink-muted">No facts of this kind yet.</p>
        ) : (
          <ol className="grid gap-1" aria-label={`${label}, in order`}>
            {facts.map((fact, index) => (
              <li
                key={fact.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-1 py-1"
              >
                <span className="w-6 text-right text-sm text-ink-muted tabular-nums">
                  {index + 1}.
                </span>
                <span className="flex min-w-40 flex-1 items-center gap-2">
                  <FactIcon fact={fact} className="size-4 shrink-0 text-forest-800" />
                  {fact.name}
                </span>
                <span className="text-sm whitespace-nowrap text-ink-muted">
                  {countOf(fact.eventCount, 'event')}
                </span>
                <span className="ml-auto flex flex-wrap items-center gap-1">
                  <MoveButtons
                    name={fact.name}
                    moveKey={`fact-${fact.id}`}
                    first={index === 0}
                    last={index === facts.length - 1}
                    pending={move.isPending}
                    onMove={(direction) =>
                      move.mutateAsync({ id: fact.id, direction }).then(
                        (answer) => {
                          const ofKind = answer.facts.filter((f) => f.kind === kind);
                          const at = ofKind.findIndex((f) => f.id === fact.id);
                          onMoved(
                            `${fact.name} moved to position ${at + 1} of ${ofKind.length} in ${label}.`,
                          );
                        },
                        (failure: Error) => {
                          toast.error(failure.message);
                          throw failure;
                        },
                      )
                    }
                  />
                  <ItemActions
                    actions={[
                      {
                        text: 'Edit',
                        label: `Edit ${fact.name}`,
                        outline: true,
                        onClick: () => dialog.open({ kind: 'edit', fact }),
                      },
                      {
                        text: 'Delete',
                        label: `Delete ${fact.name}`,
                        onClick: () => dialog.open({ kind: 'delete', fact }),
                      },
                    ]}
                  />
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Card>
  );
}
