/**
 * Spec 02 §3: the eleven default roles and their services. Labels, not permissions. The live
 * catalogue is in the database (super admins edit it; the space form reads GET
 * /api/catalogue/roles): migration 0016 seeded it from this list, which stays as the record of
 * that seed and a fixture for tests (catalogue-roles.test.ts checks the seed against it).
 */
export const DEFAULT_ROLES: Record<string, string[]> = {
  Facilitator: [
    'Cacao Ceremony Facilitator',
    'Conscious Dance Facilitator',
    'Yoga Teacher',
    'Breathwork Facilitator',
    'Meditation Guide',
    'Sound Healing Facilitator',
  ],
  DJ: ['Ecstatic Dance DJ', '5Rhythms DJ', 'Conscious Dance DJ', 'Cacao Dance DJ'],
  'Ceremony Leader': [
    'Cacao Ceremony Leader',
    'Full Moon Ceremony Leader',
    'New Moon Ceremony Leader',
    'Ritual Facilitator',
    'Sacred Ceremony Guide',
  ],
  'Holistic Practitioner': [
    'Energy Healer',
    'Reiki Practitioner',
    'Massage Therapist',
    'Bodyworker',
    'Ayurvedic Practitioner',
    'Aromatherapy Specialist',
  ],
  Coach: [
    'Life Coach',
    'Wellness Coach',
    'Spiritual Coach',
    'Business Coach',
    'Transformation Coach',
    'Personal Development Coach',
  ],
  Musician: [
    'Live Music Performance',
    'Soundscape Creation',
    'Instrumentalist',
    'Vocalist',
    'Live Sound Meditation',
  ],
  Venue: [
    'Retreat Space Rental',
    'Venue Hosting',
    'Outdoor Event Space Rental',
    'Indoor Event Space Rental',
  ],
  Volunteer: [
    'Event Support',
    'Logistics Help',
    'On-Site Assistance',
    'Guest Registration',
    'Event Set-Up/Breakdown',
  ],
  Speaker: [
    'Public Speaking',
    'Guest Speaker for Ceremonies or Events',
    'Motivational Speaker',
    'Expert Speaker in Wellness/Spirituality/Creativity',
  ],
  'Event Organiser': [
    'Event Planning and Coordination',
    'Event Logistics and Operations',
    'Guest Coordination',
    'Marketing and Promotion',
    'Venue Selection and Arrangement',
    'Speaker and Talent Coordination',
  ],
  'Creative Services': [
    'Photographer',
    'Videographer',
    'Event Designer',
    'Graphic Designer',
    'Branding and Marketing Design',
    'Web Design and Development',
    'Social Media Management',
  ],
};

/** Spec 02 §3: the role-specific fields, for the roles that have them. */
export const ROLE_FIELDS: Record<
  string,
  Array<{ key: string; label: string; kind: 'text' | 'url' | 'number' | 'textarea' | 'space-type' }>
> = {
  DJ: [
    { key: 'soundcloudUrl', label: 'SoundCloud link', kind: 'url' },
    { key: 'genres', label: 'Genres', kind: 'text' },
    { key: 'setup', label: 'Equipment and set-up', kind: 'textarea' },
  ],
  Venue: [
    { key: 'capacity', label: 'Capacity', kind: 'number' },
    { key: 'spaceType', label: 'Space type', kind: 'space-type' },
    { key: 'facilities', label: 'Facilities', kind: 'textarea' },
    { key: 'rentalTerms', label: 'Rental terms', kind: 'textarea' },
  ],
  'Creative Services': [
    { key: 'portfolioUrl', label: 'Portfolio link', kind: 'url' },
    { key: 'specialization', label: 'Specialisation', kind: 'text' },
    { key: 'experience', label: 'Experience', kind: 'textarea' },
  ],
  Coach: [
    { key: 'approach', label: 'Approach', kind: 'textarea' },
    { key: 'specialties', label: 'Specialties', kind: 'text' },
  ],
};
export const MAX_VENUE_IMAGES = 3;

/** Spec 02 §3: a venue's space type, stored in lower case and shown with its label. */
export const SPACE_TYPES = [
  { value: 'indoor', label: 'Indoor' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'hybrid', label: 'Hybrid' },
] as const;

export function spaceTypeLabel(value: string): string {
  return SPACE_TYPES.find((t) => t.value === value.trim().toLowerCase())?.label ?? value;
}
