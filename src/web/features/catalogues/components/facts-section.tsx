import { useRef, useState } from 'react';
import type { AdminFact } from '@shared/catalogues/catalogue-schemas';
import { FACT_KIND_LABELS, FACT_KINDS, type FactKind } from '@shared/events/event-facts';
import { FactIcon } from '@web/components/fact-icon';
import { useAdminFacts, useMoveFact } from '../api/catalogues';
import {
  CatalogueBody,
  CatalogueGroup,
  CatalogueSection,
  countOf,
  NoEventChoicesYet,
  OrderedItemCells,
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
    <CatalogueSection
      title="What to expect"
      headingRef={heading}
      intro={
        <p>
          Hosts mark their events with these: access, atmosphere, who it is for and intensity. The
          event page shows them in this order, each with its icon. Deleting one takes it off every
          event that carries it.
        </p>
      }
      add={{ label: 'New fact', onClick: () => dialog.open({ kind: 'new', factKind: 'access' }) }}
      announcement={announcement}
    >
      <CatalogueBody
        query={query}
        isEmpty={(facts) => facts.length === 0}
        empty={<NoEventChoicesYet items="facts" />}
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
    </CatalogueSection>
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
  const move = useMoveFact();
  const label = FACT_KIND_LABELS[kind];
  return (
    <CatalogueGroup
      title={label}
      count={countOf(facts.length, 'fact')}
      add={{ label: 'New fact', onClick: () => dialog.open({ kind: 'new', factKind: kind }) }}
    >
      {facts.length === 0 ? (
        <p className="text-sm text-ink-muted">No facts of this kind yet.</p>
      ) : (
        <ol className="grid gap-1" aria-label={`${label}, in order`}>
          {facts.map((fact, index) => (
            <li
              key={fact.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-1 py-1"
            >
              <OrderedItemCells
                item={fact}
                index={index}
                total={facts.length}
                moveKey={`fact-${fact.id}`}
                move={move}
                onMoved={(answer) => {
                  const ofKind = answer.facts.filter((f) => f.kind === kind);
                  const at = ofKind.findIndex((f) => f.id === fact.id);
                  onMoved(
                    `${fact.name} moved to position ${at + 1} of ${ofKind.length} in ${label}.`,
                  );
                }}
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
              >
                <span className="flex min-w-40 flex-1 items-center gap-2">
                  <FactIcon fact={fact} className="size-4 shrink-0 text-forest-800" />
                  {fact.name}
                </span>
              </OrderedItemCells>
            </li>
          ))}
        </ol>
      )}
    </CatalogueGroup>
  );
}
