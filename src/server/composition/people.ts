import type { PeopleLinks } from '../features/admin/admin.service';
import { deleteSessionsOf } from '../features/auth/accounts.repository';
import {
  lockProfile,
  lockSuperAdmins,
  setProfileStanding,
} from '../features/profile/profile.repository';

/**
 * What the admin feature's role and suspension changes need of the profile and auth features.
 * Composed here because two entry points make those changes: the app (`app.ts`) and the
 * operator's command line (`cli/admin.ts`). `changed` says public answers may differ now.
 */
export function peopleLinks(changed: () => void): PeopleLinks {
  return {
    lockSuperAdmins,
    lockPerson: lockProfile,
    setStanding: setProfileStanding,
    endSessions: deleteSessionsOf,
    changed,
  };
}
