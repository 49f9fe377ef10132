import { z } from 'zod';
import { pageCursorSchema } from '../common-schemas';
import { uuidSchema } from '../ids';
import { text } from '../input-rules';
import { TESTIMONIAL_MAX, TESTIMONIAL_REFUSALS } from './testimonial-rules';

export * from './testimonial-rules';

/**
 * A testimonial's words, or a reply's: plain text, its line breaks kept (a Windows line break
 * becomes one), trimmed, 1 to TESTIMONIAL_MAX characters. Shown as text, never as HTML.
 */
const wordsSchema = (what: string) =>
  text()
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, `Write your ${what}.`)
        .max(
          TESTIMONIAL_MAX,
          `Keep your ${what} under ${TESTIMONIAL_MAX.toLocaleString('en-GB')} characters.`,
        ),
    );

/** POST /api/events/:id/testimonials and PATCH /api/testimonials/:id. */
export const writeTestimonialSchema = z.object({ body: wordsSchema('testimonial') });
export type WriteTestimonialInput = z.input<typeof writeTestimonialSchema>;

/** POST /api/testimonials/:id/reply: the facilitator's one reply. */
export const replyTestimonialSchema = z.object({ body: wordsSchema('reply') });
export type ReplyTestimonialInput = z.input<typeof replyTestimonialSchema>;

export const testimonialParamsSchema = z.object({
  id: uuidSchema('We could not find that testimonial. It may have been removed.'),
});

export const spaceTestimonialsParamsSchema = z.object({ id: uuidSchema('Space not found') });

export const spaceTestimonialsQuerySchema = z.object({
  cursor: pageCursorSchema(500, 'testimonials'),
});

/** One testimonial as a space shows it, with what the person looking may do with it. */
export const testimonialSchema = z.object({
  id: z.string(),
  /** The guest's first name only (their surname and account stay theirs). */
  authorFirstName: z.string(),
  event: z.object({ id: z.string(), title: z.string(), path: z.string() }),
  body: z.string(),
  createdAt: z.string(),
  /** When the guest last changed it, if they did. */
  editedAt: z.string().nullable(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  /** The person looking wrote it (they may edit or delete it). */
  isOwn: z.boolean(),
  /** The person looking is the facilitator and has not replied yet. */
  canReply: z.boolean(),
  /** Signed in, and not its writer: they may report it. */
  canReport: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** GET /api/spaces/:id/testimonials: the visible ones, newest first, a page at a time. */
export const testimonialsPageSchema = z.object({
  testimonials: z.array(testimonialSchema),
  /** How many are visible in all (the space's "Testimonials" figure). */
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type TestimonialsPage = z.infer<typeof testimonialsPageSchema>;

/** The writer's own testimonial, hidden or not. */
export const ownTestimonialSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  reply: z.object({ body: z.string(), createdAt: z.string() }).nullable(),
  /** Hidden by the Kindred team, and why (the writer was told). */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type OwnTestimonial = z.infer<typeof ownTestimonialSchema>;

const refusalKeys = Object.keys(TESTIMONIAL_REFUSALS) as [
  keyof typeof TESTIMONIAL_REFUSALS,
  ...(keyof typeof TESTIMONIAL_REFUSALS)[],
];

/**
 * GET /api/events/:id/testimonial: what the signed-in person may do about a testimonial for this
 * event: write one (until `writableUntil`, a London date), or why not, and the one they wrote.
 */
export const testimonialStateSchema = z.object({
  canWrite: z.boolean(),
  /** Why not, when they may not (its words are TESTIMONIAL_REFUSALS[refusal]). */
  refusal: z.enum(refusalKeys).nullable(),
  /** The last London date one may be written, once the person is a guest. */
  writableUntil: z.string().nullable(),
  /** Whose space it shows on. */
  facilitator: z.object({ name: z.string(), path: z.string().nullable() }),
  testimonial: ownTestimonialSchema.nullable(),
});
export type TestimonialState = z.infer<typeof testimonialStateSchema>;
