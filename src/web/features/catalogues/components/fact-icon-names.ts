import type { FactIcon } from '@shared/events/event-facts';

/**
 * What each icon a fact may have shows, in words: the icon picker says it beside the icon, so
 * the choice can be heard as well as seen. Keyed by every FACT_ICONS name, so a new icon needs
 * its words here before it compiles.
 */
export const FACT_ICON_NAMES: Record<FactIcon, string> = {
  accessibility: 'Wheelchair user',
  toilet: 'Toilet',
  armchair: 'Armchair',
  ear: 'Ear',
  hand: 'Hand',
  type: 'Letters',
  'wine-off': 'No alcohol',
  'cannabis-off': 'No cannabis',
  'volume-x': 'Sound off',
  flower: 'Flower',
  'phone-off': 'Phone off',
  sprout: 'Sprout',
  venus: 'Venus symbol',
  mars: 'Mars symbol',
  rainbow: 'Rainbow',
  'id-card': 'ID card',
  baby: 'Baby',
  feather: 'Feather',
  waves: 'Waves',
  flame: 'Flame',
  'hand-heart': 'Hand with a heart',
  users: 'People',
  leaf: 'Leaf',
  info: 'Information',
};
