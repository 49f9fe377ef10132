import type { OwnTestimonial } from '@shared/testimonials/testimonial-schemas';
import { api } from '@web/lib/api-client';

/** Every testimonial read starts with this key: a change fetches them all afresh. */
export const allTestimonials = ['testimonials'] as const;

/** The writer's new words (from their card on the event page, or on the space). */
export const sendNewWords = (id: string, body: string) =>
  api<OwnTestimonial>(`/api/testimonials/${id}`, { method: 'PATCH', body: { body } });

/** The writer takes their testimonial back, with any reply to it. */
export const takeBack = (id: string) => api<null>(`/api/testimonials/${id}`, { method: 'DELETE' });
