import ProfilePage from '@web/features/profile/pages/profile-page';
import { MyBookings } from '@web/features/tickets/components/my-bookings';

/** /profile: the profile feature's page, with the guest's bookings from the tickets feature. */
export default function ProfileRoute() {
  return <ProfilePage bookings={<MyBookings />} />;
}
