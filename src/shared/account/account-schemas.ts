import { z } from 'zod';
import { emailSchema, PASSWORD_MAX_LENGTH } from '../auth-schemas';
import { nulCharacterMessage } from '../input-rules';

/**
 * The e-mails a person may switch off, each on until they say otherwise. Mail about the
 * account itself (confirming an address, resetting a password) cannot be switched off.
 */
export const EMAIL_PREFERENCE_KINDS = [
  'cohostInvitations',
  'invitationAnswers',
  'newFollowers',
  'followedNews',
] as const;
export type EmailPreferenceKind = (typeof EMAIL_PREFERENCE_KINDS)[number];

/** What each switch is called on the settings screen, and what it says it does. */
export const EMAIL_PREFERENCE_LABELS: Record<
  EmailPreferenceKind,
  { label: string; description: string }
> = {
  cohostInvitations: {
    label: 'Co-host invitations',
    description: 'When a host invites you to co-host one of their events.',
  },
  invitationAnswers: {
    label: 'Answers to my invitations',
    description: 'When someone accepts or declines your invitation to co-host.',
  },
  newFollowers: {
    label: 'New followers',
    description: 'When someone starts following your space.',
  },
  followedNews: {
    label: 'News from people I follow',
    description:
      'A daily digest, at most one a day, of the events and series the facilitators you follow publish.',
  },
};

const preferenceSwitch = (kind: EmailPreferenceKind) =>
  z.boolean({
    message: `${EMAIL_PREFERENCE_LABELS[kind].label} must be on (true) or off (false)`,
  });

/** GET and PUT /api/account/email-preferences: every switch, always all four. */
export const emailPreferencesSchema = z.strictObject(
  {
    cohostInvitations: preferenceSwitch('cohostInvitations'),
    invitationAnswers: preferenceSwitch('invitationAnswers'),
    newFollowers: preferenceSwitch('newFollowers'),
    followedNews: preferenceSwitch('followedNews'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown e-mail preference: ${issue.keys.join(', ')}`
        : 'Send the four switches: cohostInvitations, invitationAnswers, newFollowers, followedNews',
  },
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  cohostInvitations: true,
  invitationAnswers: true,
  newFollowers: true,
  followedNews: true,
};

/**
 * POST /unsubscribe/{userId}/{token}: the one-click unsubscribe of the followers' news digest
 * (RFC 8058), which needs no session. The path is the proof; a wrong one is a 404.
 */
export const unsubscribeParamsSchema = z.object({
  userId: z.string().max(100),
  token: z.string().max(200),
});
export type UnsubscribeParams = z.infer<typeof unsubscribeParamsSchema>;

/** The current password, as a form that asks for it to confirm who is there sends it. */
export const currentPasswordSchema = z
  .string({ message: 'Please enter your password' })
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`)
  .refine((value) => !value.includes('\u0000'), nulCharacterMessage);

/** POST /api/account/change-email: the new address, confirmed with the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: currentPasswordSchema,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** What the person types to show they mean it: exactly this word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';
export const deleteConfirmationMessage = `Type ${DELETE_CONFIRMATION_WORD} to confirm`;

/** POST /api/account/delete: the password, and the word DELETE typed exactly. */
export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
  confirmation: z
    .string({ message: deleteConfirmationMessage })
    .refine((value) => value === DELETE_CONFIRMATION_WORD, deleteConfirmationMessage),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The toast the person sees on the home page once their account is gone. */
export const accountDeletedMessage = 'Your account has been deleted.';
