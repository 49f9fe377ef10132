import { describe, expect, it } from 'vitest';
import { checkInSchema, ticketCodeFrom } from './host-order-schemas';

describe('ticketCodeFrom', () => {
  const code = 'aB3_-xYz0123456789QWer';
  it('reads the code from a ticket’s address or a bare code', () => {
    expect(ticketCodeFrom(`https://kindred.example/t/${code}`)).toBe(code);
    expect(ticketCodeFrom(`http://localhost:3000/t/${code}/`)).toBe(code);
    expect(ticketCodeFrom(`  ${code}  `)).toBe(code);
  });
  it('answers null for anything else', () => {
    expect(ticketCodeFrom('https://example.com/')).toBeNull();
    expect(ticketCodeFrom('hello world')).toBeNull();
    expect(ticketCodeFrom('WIFI:S:net;T:WPA;P:secret;;')).toBeNull();
    expect(ticketCodeFrom('')).toBeNull();
  });
});

describe('checkInSchema', () => {
  it('takes a code or a ticket, not both and not neither', () => {
    expect(checkInSchema.safeParse({ code: 'aB3_-xYz0123456789QWer' }).success).toBe(true);
    expect(
      checkInSchema.safeParse({ ticketId: '0196a3a6-7d1e-7c3a-9d55-1f6f0c0b5a11' }).success,
    ).toBe(true);
    expect(checkInSchema.safeParse({}).success).toBe(false);
    expect(
      checkInSchema.safeParse({
        code: 'aB3_-xYz0123456789QWer',
        ticketId: '0196a3a6-7d1e-7c3a-9d55-1f6f0c0b5a11',
      }).success,
    ).toBe(false);
  });
});
