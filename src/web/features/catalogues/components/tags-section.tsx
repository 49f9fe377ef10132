import { Plus } from 'lucide-react';
import { useRef } from 'react';
import { EmptyListWords } from '@web/components/list-kit/list-body';
import { Button } from '@web/components/ui/button';
import { useAdminTags } from '../api/catalogues';
import { CatalogueBody, CatalogueSection, ItemActions, useDialog } from './catalogue-parts';
import { TagDialogs } from './tag-dialogs';
import { NO_GROUP, TagGroupCard, type TagDialog } from './tag-group-card';

/**
 * Tags and their groups (issue 12): the event form offers the tags under their group's name
 * (tags in no group under "Other"). A tag events carry is merged into another, never deleted; a
 * group is deleted once it is empty.
 */
export function TagsSection() {
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useAdminTags();
  const data = query.data;
  const dialog = useDialog<TagDialog>(heading);
  const allTags = data ? [...data.groups.flatMap((g) => g.tags), ...data.ungrouped] : [];

  return (
    <CatalogueSection
      title="Tags and tag groups"
      headingRef={heading}
      intro={
        <p>
          Hosts pick tags for their events from these groups, and search finds events by their tags.
          A tag that events carry cannot be deleted: merge it into another. A group can be deleted
          once it holds no tags.
        </p>
      }
      add={{ label: 'New tag group', onClick: () => dialog.open({ kind: 'group', group: null }) }}
    >
      <CatalogueBody
        query={query}
        isEmpty={(tags) => tags.groups.length === 0 && tags.ungrouped.length === 0}
        empty={
          <>
            <EmptyListWords title="No tags yet" hint="Start with a group, then add its tags." />
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
                  <ItemActions
                    actions={[
                      {
                        text: 'Rename',
                        label: `Rename group ${group.name}`,
                        outline: true,
                        onClick: () => dialog.open({ kind: 'group', group }),
                      },
                      group.tags.length === 0 && {
                        text: 'Delete',
                        label: `Delete group ${group.name}`,
                        onClick: () => dialog.open({ kind: 'delete-group', group }),
                      },
                    ]}
                  />
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

      {dialog.state && <TagDialogs state={dialog.state} data={data} {...dialog.props} />}
    </CatalogueSection>
  );
}
