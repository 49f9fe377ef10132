import {
  Accessibility,
  Armchair,
  Baby,
  CannabisOff,
  Ear,
  Feather,
  Flame,
  Flower,
  Hand,
  HandHeart,
  IdCard,
  Info,
  Leaf,
  Mars,
  PhoneOff,
  Rainbow,
  Sprout,
  Toilet,
  Type,
  Users,
  Venus,
  VolumeX,
  Waves,
  WineOff,
  type LucideIcon,
} from 'lucide-react';
import type { EventFact, FactIcon as FactIconName } from '@shared/events/event-facts';

/** Each icon a fact may have (FACT_ICONS), as lucide draws it. */
const ICONS: Record<FactIconName, LucideIcon> = {
  accessibility: Accessibility,
  toilet: Toilet,
  armchair: Armchair,
  ear: Ear,
  hand: Hand,
  type: Type,
  'wine-off': WineOff,
  'cannabis-off': CannabisOff,
  'volume-x': VolumeX,
  flower: Flower,
  'phone-off': PhoneOff,
  sprout: Sprout,
  venus: Venus,
  mars: Mars,
  rainbow: Rainbow,
  'id-card': IdCard,
  baby: Baby,
  feather: Feather,
  waves: Waves,
  flame: Flame,
  'hand-heart': HandHeart,
  users: Users,
  leaf: Leaf,
  info: Info,
};

/**
 * A fact's icon (issue 25). Always beside the fact's words, never alone: hidden from assistive
 * technology, which reads the words.
 */
export function FactIcon({
  fact,
  className,
}: {
  fact: Pick<EventFact, 'icon'>;
  className?: string;
}) {
  const Icon = ICONS[fact.icon] ?? Info;
  return <Icon aria-hidden="true" className={className} />;
}
