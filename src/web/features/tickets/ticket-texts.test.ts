import { describe, expect, it } from 'vitest';
import { cancellationMoneyText } from './ticket-texts';

describe('what cancelling means for the money', () => {
  const startsAt = '2099-06-20T18:00:00Z';
  const days = (n: number) => new Date(Date.parse(startsAt) - n * 86_400_000);
  const paid = { totalPence: 1600, status: 'confirmed', startsAt };

  it('has nothing to refund on a free booking, or one not paid through Kindred', () => {
    expect(
      cancellationMoneyText({ ...paid, totalPence: 0 }, { refundPolicy: 'none', refundDays: 0 }),
    ).toBe('This booking is free, so there is nothing to refund.');
    expect(
      cancellationMoneyText(
        { ...paid, status: 'awaiting_payment' },
        { refundPolicy: 'always', refundDays: 7 },
      ),
    ).toMatch(/^Nothing has been paid through Kindred\./);
  });

  it('says the policy and whether it still pays back, as the server decides', () => {
    const policy = { refundPolicy: 'until_days_before', refundDays: 7 } as const;
    expect(cancellationMoneyText(paid, policy, days(8))).toBe(
      'You can cancel for a refund up to 7 days before the event. You will get your money back.',
    );
    expect(cancellationMoneyText(paid, policy, days(6))).toBe(
      'You can cancel for a refund up to 7 days before the event. It is too late for a refund now.',
    );
    expect(cancellationMoneyText(paid, { refundPolicy: 'none', refundDays: 7 }, days(30))).toBe(
      'Bookings cannot be refunded. You will not get your money back.',
    );
    expect(cancellationMoneyText(paid, { refundPolicy: 'always', refundDays: 7 }, days(0.1))).toBe(
      'You can cancel for a refund until the event starts. You will get your money back.',
    );
  });
});
