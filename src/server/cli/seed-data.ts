/** Demo people for `npm run seed`. Later features add their own demo content beside these. */
export type DemoPerson = {
  name: string;
  email: string;
  bio: string;
  role: 'member' | 'host' | 'super-admin';
};

export const DEMO_PASSWORDS = {
  member: 'kindred-member-demo',
  host: 'kindred-host-demo',
  'super-admin': 'kindred-admin-demo',
} as const;

export const demoPeople: DemoPerson[] = [
  {
    name: 'Sam Admin',
    email: 'admin@kindred.test',
    role: 'super-admin',
    bio: 'Keeps Kindred running smoothly.',
  },
  {
    name: 'Maya Rivers',
    email: 'maya@kindred.test',
    role: 'host',
    bio: 'Cacao ceremony facilitator and ecstatic dance DJ in Bristol.',
  },
  {
    name: 'Theo Okafor',
    email: 'theo@kindred.test',
    role: 'host',
    bio: 'Breathwork coach. Conscious connected breathing circles in East London.',
  },
  {
    name: 'Isla MacLeod',
    email: 'isla@kindred.test',
    role: 'host',
    bio: 'Sound healer with gongs, crystal bowls and voice. Edinburgh and online.',
  },
  {
    name: 'Priya Shah',
    email: 'priya@kindred.test',
    role: 'host',
    bio: 'Yoga teacher and retreat organiser in the Peak District.',
  },
  {
    name: 'Jonah Wilde',
    email: 'jonah@kindred.test',
    role: 'member',
    bio: 'Dancer, tea lover, always looking for the next full moon gathering.',
  },
  {
    name: 'Aisha Bello',
    email: 'aisha@kindred.test',
    role: 'member',
    bio: 'New to breathwork and loving it.',
  },
  { name: 'Luca Romano', email: 'luca@kindred.test', role: 'member', bio: '' },
  {
    name: 'Freya Lund',
    email: 'freya@kindred.test',
    role: 'member',
    bio: 'Sound baths on Sunday evenings keep me sane.',
  },
  {
    name: 'Oliver Grant',
    email: 'oliver@kindred.test',
    role: 'member',
    bio: 'Walker, meditator, occasional drummer.',
  },
];
