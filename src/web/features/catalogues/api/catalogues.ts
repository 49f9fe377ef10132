import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type {
  AdminCategory,
  AdminCategoryList,
  AdminFact,
  AdminFactList,
  AdminRoles,
  AdminTags,
  MergeResult,
  MoveDirection,
  EditFactInput,
  SaveCategoryInput,
  SaveFactInput,
  SaveTagInput,
} from '@shared/catalogues/catalogue-schemas';
import { api } from '@web/lib/api-client';
import { useRefetchingMutation } from '@web/lib/refetching-mutation';

const keys = {
  categories: ['admin', 'catalogues', 'categories'] as const,
  tags: ['admin', 'catalogues', 'tags'] as const,
  roles: ['admin', 'catalogues', 'roles'] as const,
  facts: ['admin', 'catalogues', 'facts'] as const,
};

// What other features show of the catalogues, by their query keys: the event form's catalogue,
// the home page's category chips and the events (their cards carry category names), and the
// space form's roles. Fetched afresh after a change, so the super admin sees it at once.
const EVENT_QUERIES: QueryKey[] = [['event-catalogue'], ['event-categories'], ['events']];
const ROLE_QUERIES: QueryKey[] = [['catalogue', 'roles']];

const useCatalogueMutation = <TInput, TResult = unknown>(
  own: QueryKey,
  others: QueryKey[],
  request: (input: TInput) => Promise<TResult>,
) => useRefetchingMutation([own, ...others], request);

/** A catalogue as the super admin sees it, read afresh each time a section shows it. */
function useCatalogue<TAnswer, TData>(
  queryKey: QueryKey,
  path: string,
  pick: (answer: TAnswer) => TData,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api<TAnswer>(path, { signal }).then(pick),
    staleTime: 0,
  });
}

/**
 * Moving an item of an ordered catalogue (`items`, at `path`) up or down. The answer is the new
 * order: shown at once, so the moved row is where the focus expects.
 */
function useMoveInOrder<TList>(path: string, own: QueryKey, items: (list: TList) => unknown) {
  const queryClient = useQueryClient();
  return useMutation<TList, Error, { id: number; direction: MoveDirection }>({
    mutationFn: ({ id, direction }) =>
      api<TList>(`${path}/${id}/move`, { method: 'POST', body: { direction } }),
    onSuccess: async (list) => {
      queryClient.setQueryData(own, items(list));
      await Promise.all(
        EVENT_QUERIES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

// ---- Event categories ----

export const useAdminCategories = () =>
  useCatalogue(
    keys.categories,
    '/api/admin/event-categories',
    (list: AdminCategoryList) => list.categories,
  );

export const useSaveCategory = () =>
  useCatalogueMutation(
    keys.categories,
    EVENT_QUERIES,
    ({ id, category }: { id?: number; category: SaveCategoryInput }) =>
      id
        ? api<AdminCategory>(`/api/admin/event-categories/${id}`, { method: 'PUT', body: category })
        : api<AdminCategory>('/api/admin/event-categories', { method: 'POST', body: category }),
  );

export const useMoveCategory = () =>
  useMoveInOrder<AdminCategoryList>(
    '/api/admin/event-categories',
    keys.categories,
    (list) => list.categories,
  );

export const useMergeCategory = () =>
  useCatalogueMutation(keys.categories, EVENT_QUERIES, ({ id, intoId }: MergeRequest) =>
    api<MergeResult>(`/api/admin/event-categories/${id}/merge`, {
      method: 'POST',
      body: { intoId },
    }),
  );

export const useDeleteCategory = () =>
  useCatalogueMutation(keys.categories, EVENT_QUERIES, (id: number) =>
    api<void>(`/api/admin/event-categories/${id}`, { method: 'DELETE' }),
  );

type MergeRequest = { id: number; intoId: number };

// ---- Tags and tag groups ----

export const useAdminTags = () =>
  useCatalogue(keys.tags, '/api/admin/tags', (tags: AdminTags) => tags);

export const useSaveTagGroup = () =>
  useCatalogueMutation(keys.tags, EVENT_QUERIES, ({ id, name }: { id?: number; name: string }) =>
    id
      ? api<unknown>(`/api/admin/tag-groups/${id}`, { method: 'PUT', body: { name } })
      : api<unknown>('/api/admin/tag-groups', { method: 'POST', body: { name } }),
  );

export const useDeleteTagGroup = () =>
  useCatalogueMutation(keys.tags, EVENT_QUERIES, (id: number) =>
    api<void>(`/api/admin/tag-groups/${id}`, { method: 'DELETE' }),
  );

export const useSaveTag = () =>
  useCatalogueMutation(
    keys.tags,
    EVENT_QUERIES,
    ({ id, tag }: { id?: number; tag: SaveTagInput }) =>
      id
        ? api<unknown>(`/api/admin/tags/${id}`, { method: 'PUT', body: tag })
        : api<unknown>('/api/admin/tags', { method: 'POST', body: tag }),
  );

export const useMergeTag = () =>
  useCatalogueMutation(keys.tags, EVENT_QUERIES, ({ id, intoId }: MergeRequest) =>
    api<MergeResult>(`/api/admin/tags/${id}/merge`, { method: 'POST', body: { intoId } }),
  );

export const useDeleteTag = () =>
  useCatalogueMutation(keys.tags, EVENT_QUERIES, (id: number) =>
    api<void>(`/api/admin/tags/${id}`, { method: 'DELETE' }),
  );

// ---- What to expect (issue 25) ----

export const useAdminFacts = () =>
  useCatalogue(keys.facts, '/api/admin/event-facts', (list: AdminFactList) => list.facts);

/** A new fact (its kind, name and icon), or a fact's new name and icon: its kind stays. */
export type SaveFactRequest = { id: number; fact: EditFactInput } | { fact: SaveFactInput };

export const useSaveFact = () =>
  useCatalogueMutation(keys.facts, EVENT_QUERIES, (request: SaveFactRequest) =>
    'id' in request
      ? api<AdminFact>(`/api/admin/event-facts/${request.id}`, {
          method: 'PUT',
          body: request.fact,
        })
      : api<AdminFact>('/api/admin/event-facts', { method: 'POST', body: request.fact }),
  );

export const useMoveFact = () =>
  useMoveInOrder<AdminFactList>('/api/admin/event-facts', keys.facts, (list) => list.facts);

export const useDeleteFact = () =>
  useCatalogueMutation(keys.facts, EVENT_QUERIES, (id: number) =>
    api<void>(`/api/admin/event-facts/${id}`, { method: 'DELETE' }),
  );

// ---- Roles and services ----

export const useAdminRoles = () =>
  useCatalogue(keys.roles, '/api/admin/catalogue/roles', (list: AdminRoles) => list.roles);

/** What a change to the roles catalogue is: the item (role or service), and what to do with it. */
export type RoleChange =
  | { kind: 'role'; action: 'create'; name: string }
  | { kind: 'role' | 'service'; action: 'rename'; id: number; name: string }
  | { kind: 'role' | 'service'; action: 'move'; id: number; direction: MoveDirection }
  | { kind: 'role' | 'service'; action: 'delete'; id: number }
  | { kind: 'service'; action: 'create'; roleId: number; name: string };

function roleRequest(change: RoleChange): Promise<unknown> {
  const base =
    change.kind === 'role' ? '/api/admin/catalogue/roles' : '/api/admin/catalogue/services';
  switch (change.action) {
    case 'create':
      return change.kind === 'role'
        ? api(base, { method: 'POST', body: { name: change.name } })
        : api(`/api/admin/catalogue/roles/${change.roleId}/services`, {
            method: 'POST',
            body: { name: change.name },
          });
    case 'rename':
      return api(`${base}/${change.id}`, { method: 'PUT', body: { name: change.name } });
    case 'move':
      return api(`${base}/${change.id}/move`, {
        method: 'POST',
        body: { direction: change.direction },
      });
    case 'delete':
      return api(`${base}/${change.id}`, { method: 'DELETE' });
  }
}

export function useChangeRoles() {
  const queryClient = useQueryClient();
  return useMutation<unknown, Error, RoleChange>({
    mutationFn: roleRequest,
    onSuccess: async (answer) => {
      // Renames and moves answer the whole catalogue: shown at once, so focus stays in place.
      if (answer && typeof answer === 'object' && 'roles' in answer)
        queryClient.setQueryData(keys.roles, (answer as AdminRoles).roles);
      await Promise.all(
        [keys.roles, ...ROLE_QUERIES].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
