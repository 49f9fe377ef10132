import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { FOLLOWER_TREND_DAYS, type HostOverview } from '@shared/host-schemas';

/** "3 new in the last 30 days, up from 1 in the 30 days before." */
export function followerTrend({ recent, previous }: HostOverview['followers']) {
  const days = `${FOLLOWER_TREND_DAYS} days`;
  if (recent === 0 && previous === 0)
    return { Icon: Minus, text: `No new followers in the last ${days}.` };
  const comparison =
    recent > previous
      ? `up from ${previous}`
      : recent < previous
        ? `down from ${previous}`
        : 'as many as';
  return {
    Icon: recent > previous ? TrendingUp : recent < previous ? TrendingDown : Minus,
    text: `${recent} new in the last ${days}, ${comparison} in the ${days} before.`,
  };
}
