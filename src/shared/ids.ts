import { z } from 'zod';
import { EXACT_UUID } from './uuids';

export { findUuid, isUuid } from './uuids';

/** One of our ids in a request, refused with `message` when it is not one. */
export const uuidSchema = (message: string) => z.string().regex(EXACT_UUID, message);
