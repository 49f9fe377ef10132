import { z } from 'zod';
import { text } from './input-rules';

export const PROFILE_BIO_MAX = 500;

export const updateProfileSchema = z.object({
  firstName: text()
    .trim()
    .min(1, 'First name is required')
    .max(60, 'First name must be at most 60 characters'),
  lastName: text().trim().max(60, 'Last name must be at most 60 characters'),
  bio: text().max(PROFILE_BIO_MAX, `Bio must be at most ${PROFILE_BIO_MAX} characters`),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  displayName: z.string().nullable(),
  handle: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the web app knows about whoever is looking (GET /api/me). */
export const viewerSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
    })
    .nullable(),
  profile: profileSchema.nullable(),
  isHost: z.boolean(),
  isSuperAdmin: z.boolean(),
  hasFacilitatorSpace: z.boolean(),
  facilitatorSpaceId: z.string().nullable(),
  needsFacilitatorOnboarding: z.boolean(),
});
export type Viewer = z.infer<typeof viewerSchema>;

/** Whoever is not signed in: no account, no roles. */
export const SIGNED_OUT_VIEWER: Viewer = {
  user: null,
  profile: null,
  isHost: false,
  isSuperAdmin: false,
  hasFacilitatorSpace: false,
  facilitatorSpaceId: null,
  needsFacilitatorOnboarding: false,
};

/** Polled every 30 s by the web app (spec 01 §4), so it is answered from the session alone. */
export const privilegesSchema = z.object({
  signedIn: z.boolean(),
  isHost: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type Privileges = z.infer<typeof privilegesSchema>;
