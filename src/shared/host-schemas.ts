import { z } from 'zod';

/** The host dashboard's header: who the host is and since when. Later issues add figures. */
export const hostOverviewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  memberSince: z.string(),
});
export type HostOverview = z.infer<typeof hostOverviewSchema>;
