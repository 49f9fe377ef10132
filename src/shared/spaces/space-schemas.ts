import { z } from 'zod';
import { eventCardSchema } from '../events/event-schemas';
import { isWebLink, text } from '../input-rules';
import { DEFAULT_DARK, DEFAULT_LIGHT } from './colours';
import { handleFormatMessage } from './handles';
import { ROLE_FIELDS } from './roles-catalogue';
import { SOCIAL_LINK_TYPES } from './social-links';

export const SPACE_BIO_MAX = 300;
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Colours must be # followed by 6 hex digits');
const shortText = text().trim().max(60, 'Names must be at most 60 characters');
const key = text().max(100, 'Names must be at most 100 characters');

/** What the personal space form saves (spec 02 §7). */
export const spaceInputSchema = z.object({
  displayName: text()
    .trim()
    .min(1, 'Facilitator name is required')
    .max(80, 'Display name must be at most 80 characters'),
  handle: z
    .union([z.literal(''), z.string().regex(/^[a-z0-9-]{3,20}$/, handleFormatMessage)])
    .default(''),
  description: text()
    .max(SPACE_BIO_MAX, `Bio must be at most ${SPACE_BIO_MAX} characters`)
    .default(''),
  roles: z.array(shortText.min(1)).max(20).default([]),
  services: z.record(key, z.array(shortText.min(1)).max(30)).default({}),
  roleSpecificData: z
    .record(key, z.record(key, text().max(2000, 'Details must be at most 2000 characters')))
    .default({})
    .superRefine((data, ctx) => {
      // Link fields (SoundCloud, portfolio) are shown as links: only http(s) addresses.
      for (const [role, fields] of Object.entries(data)) {
        for (const field of ROLE_FIELDS[role] ?? []) {
          const value = fields[field.key]?.trim();
          if (field.kind === 'url' && value && !isWebLink(value)) {
            ctx.addIssue({
              code: 'custom',
              path: [role, field.key],
              message: `${field.label} must be a web address starting with https://`,
            });
          }
        }
      }
    }),
  /**
   * Spec 02 §3: a venue's images. The server keeps the first 3 that are the person's own uploads,
   * and only with the Venue role; the bound here only keeps requests small.
   */
  venueImages: z.array(text().max(500)).max(20).default([]),
  socialLinks: z.partialRecord(z.enum(SOCIAL_LINK_TYPES), text().trim().max(300)).default({}),
  darkColor: hex.default(DEFAULT_DARK),
  lightColor: hex.default(DEFAULT_LIGHT),
});
export type SpaceInput = z.input<typeof spaceInputSchema>;
export type ParsedSpaceInput = z.output<typeof spaceInputSchema>;

export const spaceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  displayName: z.string(),
  handle: z.string().nullable(),
  description: z.string(),
  avatarUrl: z.string().nullable(),
  lightColor: z.string(),
  darkColor: z.string(),
  roles: z.array(z.string()),
  services: z.record(z.string(), z.array(z.string())),
  roleSpecificData: z.record(z.string(), z.record(z.string(), z.string())),
  venueImages: z.array(z.string()),
  socialLinks: z.record(z.string(), z.string()),
  platformFeeOverride: z.number(),
});
export type Space = z.infer<typeof spaceSchema>;

/** The public page: what a visitor may see, plus the page's figures and upcoming events. */
export const publicSpaceSchema = spaceSchema.omit({ platformFeeOverride: true }).extend({
  stats: z.object({
    followers: z.number(),
    hostedEvents: z.number(),
    attendees: z.number(),
    testimonials: z.number(),
  }),
  isOwner: z.boolean(),
  isFollowing: z.boolean(),
  canFollow: z.boolean(),
  upcomingEvents: z.array(eventCardSchema),
  /** The address of its host's calendar feed (issue 23), for a space with a handle; else null. */
  calendarFeed: z.string().nullable(),
});
export type PublicSpace = z.infer<typeof publicSpaceSchema>;

export const handleCheckSchema = z.object({
  handle: z.string(),
  valid: z.boolean(),
  available: z.boolean(),
});
export type HandleCheck = z.infer<typeof handleCheckSchema>;
export const followStateSchema = z.object({ following: z.boolean(), followers: z.number() });
export type FollowState = z.infer<typeof followStateSchema>;

/** /api/facilitators/:id: a space by @handle, user id, space id or display name (spec 02 §2). */
export const spaceLookupParamsSchema = z.object({ id: text().trim().min(1).max(100) });

/** /api/handles/:handle: a handle to check, as typed (it is normalised before the check). */
export const handleParamsSchema = z.object({ handle: z.string().max(100) });

/** The signed-in person's own space, or null before they make one. */
export const ownSpaceSchema = z.object({ space: spaceSchema.nullable() });
export type OwnSpace = z.infer<typeof ownSpaceSchema>;

/** An uploaded venue image: its URL, for the space form to keep (at most 3 are kept). */
export const venueImageUploadSchema = z.object({ url: z.string() });

/**
 * Spec 02 §2: sign-up with "I want to create my space". The account's fields are checked as
 * the sign-up form's (auth-schemas' signUpSchema) once the limits have counted the attempt.
 */
export const signUpWithSpaceSchema = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  space: spaceInputSchema.nullable().default(null),
  /** Where the person was heading (a same-site path): the confirmation link leads back there. */
  returnTo: z.string().max(2000).optional(),
});
