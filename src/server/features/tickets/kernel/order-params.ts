import { z } from 'zod';
import { uuidSchema } from '../../../../shared/ids';

/**
 * The `:id` of an order in a route's address, the guest's or the host's: one that is no UUID is
 * answered as a booking that does not exist.
 */
export const orderParamsSchema = z.object({ id: uuidSchema('Booking not found') });
