import type { HostOverview } from '../../../shared/host-schemas';
import type { SignedInViewer } from '../../lib/viewer';

export function hostOverview({ profile }: SignedInViewer): HostOverview {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    memberSince: profile.createdAt.toISOString(),
  };
}
