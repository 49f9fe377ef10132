import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_TREND_DAYS } from '@shared/host-schemas';
import { followerTrend } from './follower-trend';

const days = `${FOLLOWER_TREND_DAYS} days`;

describe('followerTrend (the overview’s Followers figure)', () => {
  it('says when no one new has followed', () => {
    expect(followerTrend({ total: 4, recent: 0, previous: 0 })).toEqual({
      Icon: Minus,
      text: `No new followers in the last ${days}.`,
    });
  });

  it('compares the last period with the one before, up, down or level', () => {
    expect(followerTrend({ total: 9, recent: 3, previous: 1 })).toEqual({
      Icon: TrendingUp,
      text: `3 new in the last ${days}, up from 1 in the ${days} before.`,
    });
    expect(followerTrend({ total: 9, recent: 0, previous: 2 })).toEqual({
      Icon: TrendingDown,
      text: `0 new in the last ${days}, down from 2 in the ${days} before.`,
    });
    expect(followerTrend({ total: 9, recent: 2, previous: 2 })).toEqual({
      Icon: Minus,
      text: `2 new in the last ${days}, as many as in the ${days} before.`,
    });
  });
});
