import { z } from 'zod';
import { CONTACT_TOPICS } from './contact-topics';
import { text } from './input-rules';

export { CONTACT_TOPICS } from './contact-topics';

export const contactMessageSchema = z.object({
  name: text()
    .trim()
    .min(1, 'Please tell us your name')
    .max(100, 'Name must be at most 100 characters'),
  email: text().trim().email('Please enter a valid email address').max(254),
  topic: z.enum(CONTACT_TOPICS, { message: 'Please choose a topic' }),
  message: text()
    .trim()
    .min(10, 'Please write at least 10 characters')
    .max(3000, 'Please keep your message under 3000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

export const contactReceivedSchema = z.object({ received: z.literal(true) });
