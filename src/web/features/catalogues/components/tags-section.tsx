import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { SectionHeading } from '@web/components/ui/section-heading';
import { useAdminTags } from '../api/catalogues';
import { CatalogueBody, useDialog } from './catalogue-parts';
import { TagDialogs } from './tag-dialogs';
import { NO_GROUP, TagGroupCard, type TagDialog } from './tag-group-card';

/**
 * Tags and their groups (issue 12): the event form offers the tags under their group's name
 * (tags in no group under "Other"). A tag events carry is merged into another, never deleted; a
 * group is deleted once it is empty.
 */
export function TagsSection() {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useAdminTags();
  const data = query.data;
  const dialog = useDialog<TagDialog>(heading);
  const allTags = data ? [...data.groups.flatMap((g) => g.tags), ...data.ungrouped] : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <SectionHeading
        id={`${id}-heading`}
        headingRef={heading}
        className="max-w-3xl"
        title="Tags and tag groups"
        action={
          <Button onClick={() => dialog.open({ kind: 'group', group: null })}>
            <Plus aria-hidden="true" />
            New tag group
          </Button>
        }
      >
        <p>
          Hosts pick tags for their events from these groups, and search finds events by their tags.
          A tag that events carry cannot be deleted: merge it into another. A group can be deleted
          once it holds no tags.
        </p>
      </SectionHeading>

      <CatalogueBody
        query={query}
        isEmpty={(tags) => tags.groups.length === 0 && tags.ungrouped.length === 0}
        empty={
          <>
            <p className="font-medium text-forest-900">No tags yet</p>
            <p className="text-sm text-ink-muted">Start with a group, then add its tags.</p>
            <Button
              variant="outline"
              onClick={() => dialog.open({ kind: 'tag', tag: null, groupId: null })}
            >
              <Plus aria-hidden="true" />
              New tag
            </Button>
          </>
        }
      >
        {(tags) => (
          <div className="grid gap-4">
            {tags.groups.map((group) => (
              <TagGroupCard
                key={group.id}
                title={group.name}
                tags={group.tags}
                dialog={dialog}
                groupId={group.id}
                groupActions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Rename group ${group.name}`}
                      onClick={() => dialog.open({ kind: 'group', group })}
                    >
                      Rename
                    </Button>
                    {group.tags.length === 0 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Delete group ${group.name}`}
                        onClick={() => dialog.open({ kind: 'delete-group', group })}
                      >
                        Delete
                      </Button>
                    )}
                  </>
                }
                canMerge={allTags.length > 1}
              />
            ))}
            {tags.ungrouped.length > 0 && (
              <TagGroupCard
                title={NO_GROUP}
                tags={tags.ungrouped}
                dialog={dialog}
                groupId={null}
                canMerge={allTags.length > 1}
              />
            )}
          </div>
        )}
      </CatalogueBody>

      {dialog.state && (
        <TagDialogs
          state={dialog.state}
          data={data}
          onClose={dialog.close}
          onCloseAutoFocus={dialog.restoreFocus}
        />
      )}
    </section>
  );
}
