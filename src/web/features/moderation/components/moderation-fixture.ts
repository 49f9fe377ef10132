import type { AdminEvent, Report } from '@shared/moderation-schemas';

/** An event as the super admin's events list shows it, for component tests: Robin's, no reports. */
export const adminEvent = (
  id: string,
  title: string,
  status: AdminEvent['status'],
  extra: Partial<AdminEvent> = {},
): AdminEvent => ({
  id,
  title,
  path: `/events/${id}`,
  host: { id: 'h', name: 'Robin Host', handle: 'robin', email: 'robin@kindred.test' },
  startDate: '2026-12-01',
  startTime: '19:00',
  status,
  moderation: null,
  openReports: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...extra,
});

/** A report of the public event `label` by Mo Member, for component tests: open unless said. */
export const report = (
  id: string,
  label: string,
  status: Report['status'] = 'open',
  extra: Partial<Report> = {},
): Report => ({
  id,
  targetType: 'event',
  targetId: `e${id}`,
  target: { label, path: `/events/e${id}`, isPublic: true },
  reporter: { id: 'm', name: 'Mo Member', email: 'mo@kindred.test' },
  reason: 'other',
  note: 'Asks for payment by bank transfer.',
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
  ...extra,
});
