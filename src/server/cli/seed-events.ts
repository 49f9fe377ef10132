import { addLondonDays, londonDate } from '../../shared/events/london-dates';
import type { EventInput } from '../../shared/events/event-schemas';

/** Demo gatherings for `npm run seed`, dated from today so the home page is never empty. */
export type DemoEvent = Omit<
  EventInput,
  'startDate' | 'endDate' | 'categoryIds' | 'tagIds' | 'factIds'
> & {
  host: string;
  inDays: number;
  lastsDays?: number;
  categories: string[];
  tags: string[];
  /** What to expect, by the catalogue's names (migration 0026). */
  facts?: string[];
};

const bristol = {
  venue: 'The Round House',
  city: 'Bristol',
  postcode: 'BS1 4QA',
  country: 'United Kingdom',
  latitude: 51.4545,
  longitude: -2.5879,
};
const hackney = {
  venue: 'Hackney Light Studio',
  city: 'London',
  postcode: 'E8 3RL',
  country: 'United Kingdom',
  latitude: 51.5432,
  longitude: -0.0553,
};
const leith = {
  venue: 'Leith Sound Temple',
  city: 'Edinburgh',
  postcode: 'EH6 6QU',
  country: 'United Kingdom',
  latitude: 55.9756,
  longitude: -3.1712,
};
const peaks = {
  venue: 'Hathersage Hall Barn',
  city: 'Hathersage',
  postcode: 'S32 1BB',
  country: 'United Kingdom',
  latitude: 53.3303,
  longitude: -1.6525,
};

const base = {
  isExternal: false,
  locationType: 'physical' as const,
  onlineLink: '',
  externalLink: '',
  capacity: 40,
};

export const demoEvents: DemoEvent[] = [
  {
    ...base,
    ...bristol,
    host: 'maya@kindred.test',
    // Tomorrow, not today: an evening event seeded late at night would already be over.
    inDays: 1,
    title: 'Full Moon Cacao Ceremony',
    subtitle: 'An evening of heart-opening cacao, song and intention',
    description:
      'We gather under the full moon to drink ceremonial-grade cacao from Guatemala, set intentions and sing together.\n\nBring a blanket, a water bottle and something to write with. No experience needed.',
    startTime: '19:00',
    endTime: '22:00',
    price: 25,
    categories: ['Ceremony'],
    tags: ['Cacao Ceremony', 'Full Moon'],
    facts: ['Step-free entrance', 'Alcohol-free', 'Beginners welcome', 'Gentle'],
  },
  {
    ...base,
    ...bristol,
    host: 'maya@kindred.test',
    inDays: 2,
    title: 'Ecstatic Dance Bristol',
    subtitle: 'Two hours of free movement, no talking, no alcohol',
    description:
      'A DJ-led journey from gentle warm-up to wild peak and back to stillness. Barefoot, phone-free, alcohol-free.',
    startTime: '19:30',
    endTime: '22:00',
    price: 15,
    capacity: 120,
    categories: ['Ecstatic Dance'],
    tags: ['Ecstatic Dance', 'Conscious Dance'],
    facts: ['Alcohol-free', 'Substance-free', 'Intense'],
  },
  {
    ...base,
    ...hackney,
    host: 'theo@kindred.test',
    inDays: 1,
    title: 'Breathwork Circle: Coming Home',
    subtitle: 'Conscious connected breathing in a held space',
    description:
      'A guided 60-minute breathwork journey with live music, followed by integration and tea.\n\nPlease eat lightly beforehand. Not suitable during pregnancy or with some heart conditions; ask us if unsure.',
    startTime: '18:30',
    endTime: '21:00',
    price: 22,
    capacity: 24,
    categories: ['Breathwork'],
    tags: ['Breathwork'],
    facts: ['Beginners welcome', 'Moderate'],
  },
  {
    ...base,
    locationType: 'online',
    onlineLink: 'https://meet.example.org/kindred-morning-breath',
    venue: '',
    city: '',
    postcode: '',
    country: '',
    latitude: null,
    longitude: null,
    host: 'theo@kindred.test',
    inDays: 3,
    title: 'Morning Breath Online',
    subtitle: 'Start your day with 30 minutes of breath and stillness',
    description: 'A short, gentle practice from your own home. Camera optional.',
    startTime: '07:30',
    endTime: '08:00',
    price: 0,
    capacity: null,
    categories: ['Breathwork', 'Meditation'],
    tags: ['Breathwork', 'Meditation', 'Online'],
  },
  {
    ...base,
    ...leith,
    host: 'isla@kindred.test',
    inDays: 4,
    title: 'Gong Bath by Candlelight',
    subtitle: 'Lie back and let the sound wash through you',
    description:
      'Gongs, crystal bowls and voice in a candlelit temple space. Mats and blankets provided.',
    startTime: '20:00',
    endTime: '21:30',
    price: 18,
    capacity: 30,
    categories: ['Sound Healing'],
    tags: ['Gong Bath', 'Sound Bath', 'Temple'],
  },
  {
    ...base,
    ...leith,
    host: 'isla@kindred.test',
    inDays: 11,
    title: 'New Moon Sound Journey',
    subtitle: 'Setting intentions with crystal bowls and drums',
    description: 'A slower, intention-setting sound journey for the new moon.',
    startTime: '19:30',
    endTime: '21:00',
    price: 20,
    capacity: 30,
    categories: ['Sound Healing', 'Ceremony'],
    tags: ['Sound Bath', 'New Moon'],
  },
  {
    ...base,
    ...peaks,
    host: 'priya@kindred.test',
    inDays: 9,
    lastsDays: 2,
    title: 'Peak District Yoga & Wild Swim Weekend',
    subtitle: 'Yin yoga, cold water and hearty food in the hills',
    description:
      'Two nights in a converted barn with morning vinyasa, evening yin, a guided wild swim and walks on the edges.\n\nAll meals are vegetarian and home-cooked. Shared rooms; singles on request.',
    startTime: '16:00',
    endTime: '14:00',
    price: 295,
    capacity: 16,
    categories: ['Festivals & Retreats', 'Yoga'],
    tags: [
      'Weekend Retreat',
      'Yin Yoga',
      'Cold Water Immersion',
      'Outdoors',
      'Festivals & Retreats',
    ],
  },
  {
    ...base,
    ...peaks,
    host: 'priya@kindred.test',
    inDays: 6,
    title: 'Yin Yoga and Tea',
    subtitle: 'Slow, deep stretches and a ceremony of tea',
    description: 'Long-held yin postures followed by a simple gongfu tea ceremony.',
    startTime: '10:00',
    endTime: '12:00',
    price: 14,
    capacity: 20,
    categories: ['Yoga'],
    tags: ['Yin Yoga'],
    facts: ['Step-free entrance', 'Quiet space', 'Beginners welcome', 'Gentle'],
  },
  {
    ...base,
    ...hackney,
    host: 'maya@kindred.test',
    inDays: 13,
    title: "Women's Circle: Winter Roots",
    subtitle: 'Sharing, ritual and rest as the year turns',
    description:
      'A circle for women and non-binary people to share, rest and mark the season together.',
    startTime: '18:30',
    endTime: '21:30',
    price: 20,
    capacity: 18,
    categories: ['Circles'],
    tags: ["Women's Circle"],
    facts: ['Women only', 'Quiet space'],
  },
  {
    ...base,
    ...bristol,
    host: 'theo@kindred.test',
    inDays: 16,
    title: 'Holotropic Breathwork Day Retreat',
    subtitle: 'A full day of deep breath, music and integration art',
    description:
      'A day retreat in pairs with trained sitters. A short health questionnaire is required before booking.',
    startTime: '10:00',
    endTime: '18:00',
    price: 95,
    capacity: 20,
    categories: ['Breathwork', 'Festivals & Retreats'],
    tags: ['Holotropic Breathwork', 'Day Retreat'],
  },
  {
    ...base,
    ...leith,
    host: 'isla@kindred.test',
    inDays: 20,
    title: 'Kirtan Night',
    subtitle: 'Call-and-response chanting with harmonium and drums',
    description: 'No singing experience needed: just bring your voice. Chai after.',
    startTime: '19:00',
    endTime: '21:00',
    price: 10,
    capacity: 60,
    categories: ['Sound Healing'],
    tags: ['Kirtan'],
  },
  {
    ...base,
    isExternal: true,
    externalLink: 'https://tickets.example.org/solstice-gathering',
    ...peaks,
    host: 'priya@kindred.test',
    inDays: 27,
    lastsDays: 3,
    title: 'Winter Solstice Gathering',
    subtitle: 'Fire, music and ceremony for the longest night',
    description:
      'A four-day camp with workshops, sound baths, a solstice fire ceremony and live music. Tickets are sold on the organiser’s site.',
    startTime: '12:00',
    endTime: '12:00',
    price: 180,
    capacity: null,
    categories: ['Festivals & Retreats'],
    tags: ['Festivals & Retreats', 'Outdoors'],
    facts: ['Families welcome', 'Alcohol-free'],
  },
];

export function demoEventDates(
  event: DemoEvent,
  today = londonDate(),
): { startDate: string; endDate: string } {
  const startDate = addLondonDays(today, event.inDays);
  return { startDate, endDate: addLondonDays(startDate, event.lastsDays ?? 0) };
}

/** Demo personal spaces for the demo hosts. */
export const demoSpaces: Array<{
  host: string;
  displayName: string;
  handle: string;
  description: string;
  roles: string[];
  services: Record<string, string[]>;
  socialLinks: Record<string, string>;
  darkColor: string;
  lightColor: string;
}> = [
  {
    host: 'maya@kindred.test',
    displayName: 'Maya Rivers',
    handle: 'maya-rivers',
    description:
      'Cacao ceremony facilitator and ecstatic dance DJ in Bristol.\n\nI hold spaces where people can drop out of their heads and back into their hearts.',
    roles: ['Facilitator', 'DJ', 'Ceremony Leader', 'Event Organiser'],
    services: {
      Facilitator: ['Cacao Ceremony Facilitator', 'Conscious Dance Facilitator'],
      DJ: ['Ecstatic Dance DJ', 'Cacao Dance DJ'],
      'Ceremony Leader': ['Full Moon Ceremony Leader'],
    },
    socialLinks: {
      instagram: '@mayariversmoves',
      website: 'mayarivers.example',
      // A public contact address of her own, never the address she logs in with.
      email: 'hello@mayarivers.example',
    },
    darkColor: '#7A2E4F',
    lightColor: '#FBEFF4',
  },
  {
    host: 'theo@kindred.test',
    displayName: 'Theo Breathes',
    handle: 'theo-breathes',
    description:
      'Breathwork coach. Conscious connected breathing circles in East London and online.',
    roles: ['Facilitator', 'Coach'],
    services: {
      Facilitator: ['Breathwork Facilitator', 'Meditation Guide'],
      Coach: ['Wellness Coach'],
    },
    socialLinks: { website: 'theobreathes.example' },
    darkColor: '#1F4E6B',
    lightColor: '#EAF3F8',
  },
  {
    host: 'isla@kindred.test',
    displayName: 'Isla Sound',
    handle: 'isla-sound',
    description: 'Sound healer with gongs, crystal bowls and voice. Edinburgh and online.',
    roles: ['Facilitator', 'Musician'],
    services: {
      Facilitator: ['Sound Healing Facilitator'],
      Musician: ['Live Sound Meditation', 'Vocalist'],
    },
    socialLinks: { instagram: 'islasound' },
    darkColor: '#4B3F8F',
    lightColor: '#F1EFFA',
  },
];
