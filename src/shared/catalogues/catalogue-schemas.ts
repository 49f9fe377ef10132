import { z } from 'zod';
import { FACT_ICONS, FACT_KINDS } from '../events/event-facts';
import { INT4_MAX, text } from '../input-rules';
import { contrastRatio, isHexColour } from '../spaces/colours';

/**
 * The catalogues a super admin keeps (issue 12): event categories, tags in their groups, and
 * the roles and services the personal space form offers (spec 02 §3); and what to expect at
 * events (issue 25).
 */

export const CATALOGUE_NAME_MAX = 60;

/** A name in a catalogue: trimmed, required, short enough for a chip. */
const catalogueName = (what: string) =>
  text()
    .trim()
    .min(1, `Enter a name for the ${what}.`)
    .max(CATALOGUE_NAME_MAX, `Keep the name to ${CATALOGUE_NAME_MAX} characters or fewer.`)
    .refine(
      (name) => ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
      'Names cannot contain control characters.',
    );

/**
 * A category's colour must carry white text at WCAG AA (4.5:1), so it reads as a chip with white
 * words; on the home page it is a dot on a white chip, where it then stands out at more than the
 * 3:1 that WCAG asks of a graphic.
 */
export const CATEGORY_CONTRAST_MIN = 4.5;

export const categoryColourMessage = 'Choose a colour written as #RRGGBB, for example #2D4A22.';
export const categoryContrastMessage =
  'White text on this colour is hard to read (below 4.5:1). Choose a darker colour.';

/** How well white text reads on the colour: null when it is not a #RRGGBB colour. */
export function whiteTextContrast(colour: string): number | null {
  return isHexColour(colour) ? contrastRatio('#FFFFFF', colour) : null;
}

export const categoryColourSchema = text()
  .trim()
  .refine(isHexColour, categoryColourMessage)
  .refine((colour) => {
    const contrast = whiteTextContrast(colour);
    return contrast === null || contrast >= CATEGORY_CONTRAST_MIN;
  }, categoryContrastMessage)
  .transform((colour) => colour.toUpperCase());

/** An integer id in a path (`/…/:id`): digits that fit an `integer` column. */
export const catalogueIdParamsSchema = (notFound: string) =>
  z.object({
    id: text()
      .regex(/^\d{1,10}$/, notFound)
      .refine((id) => Number(id) >= 1 && Number(id) <= INT4_MAX, notFound)
      .transform(Number),
  });

/** An id of a catalogue row in a body, refused with `message` when it cannot be one. */
const catalogueId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

export const moveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: 'Move up or down.' }),
});
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

// ---- Event categories ----

export const saveCategorySchema = z.object({
  name: catalogueName('category'),
  color: categoryColourSchema,
});
export type SaveCategoryInput = z.input<typeof saveCategorySchema>;

export const adminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  sortOrder: z.number(),
  /** Events filed under it, drafts included. */
  eventCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategoryList = z.infer<typeof adminCategoryListSchema>;

export const mergeSchema = z.object({
  intoId: catalogueId('Choose where to merge it.'),
});
export type MergeInput = z.infer<typeof mergeSchema>;

export const mergeResultSchema = z.object({ movedEvents: z.number() });
export type MergeResult = z.infer<typeof mergeResultSchema>;

// ---- Tags and tag groups ----

export const saveTagGroupSchema = z.object({ name: catalogueName('tag group') });
export type SaveTagGroupInput = z.input<typeof saveTagGroupSchema>;

export const saveTagSchema = z.object({
  name: catalogueName('tag'),
  /** The group it belongs to; null for none (the event form shows it under "Other"). */
  groupId: catalogueId('Choose one of the tag groups.').nullable().default(null),
});
export type SaveTagInput = z.input<typeof saveTagSchema>;

export const adminTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  groupId: z.number().nullable(),
  /** Events that carry it, drafts included. */
  eventCount: z.number(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

export const adminTagGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  tags: z.array(adminTagSchema),
});
export type AdminTagGroup = z.infer<typeof adminTagGroupSchema>;

export const adminTagsSchema = z.object({
  groups: z.array(adminTagGroupSchema),
  /** Tags in no group. */
  ungrouped: z.array(adminTagSchema),
});
export type AdminTags = z.infer<typeof adminTagsSchema>;

// ---- Roles and services (spec 02 §3) ----

export const saveRoleSchema = z.object({ name: catalogueName('role') });
export const saveServiceSchema = z.object({ name: catalogueName('service') });
export type SaveNameInput = z.input<typeof saveRoleSchema>;

/** The public catalogue the space form offers, in order. */
export const rolesCatalogueSchema = z.object({
  roles: z.array(z.object({ name: z.string(), services: z.array(z.string()) })),
});
export type RolesCatalogue = z.infer<typeof rolesCatalogueSchema>;

export const adminServiceSchema = z.object({ id: z.number(), name: z.string() });
export const adminRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  services: z.array(adminServiceSchema),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;
export const adminRolesSchema = z.object({ roles: z.array(adminRoleSchema) });
export type AdminRoles = z.infer<typeof adminRolesSchema>;

// ---- What to expect (issue 25) ----

const factKindSchema = z.enum(FACT_KINDS, {
  error: 'Choose access, atmosphere, who it is for or intensity.',
});
const factIconSchema = z.enum(FACT_ICONS, { error: 'Choose one of the icons offered.' });

/**
 * A fact's name and icon. Its kind is chosen once, when it is added: events hold at most one
 * intensity, which a fact changing kind under them would break.
 */
export const editFactSchema = z.object({ name: catalogueName('fact'), icon: factIconSchema });
export type EditFactInput = z.input<typeof editFactSchema>;
export const saveFactSchema = editFactSchema.extend({ kind: factKindSchema });
export type SaveFactInput = z.input<typeof saveFactSchema>;

export const adminFactSchema = z.object({
  id: z.number(),
  kind: factKindSchema,
  name: z.string(),
  icon: factIconSchema,
  sortOrder: z.number(),
  /** Events that carry it, drafts included. */
  eventCount: z.number(),
});
export type AdminFact = z.infer<typeof adminFactSchema>;
/** Every fact, by kind (in FACT_KINDS' order), then in the order super admins give them. */
export const adminFactListSchema = z.object({ facts: z.array(adminFactSchema) });
export type AdminFactList = z.infer<typeof adminFactListSchema>;
