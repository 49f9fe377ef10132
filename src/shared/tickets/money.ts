/**
 * Money in Kindred is integer pence, from the form to the database to the payment provider;
 * pounds appear only as text a person reads or types. Nothing here touches floating point
 * arithmetic on amounts, so £0.10 + £0.20 is 30 pence, exactly.
 */

/** The most one ticket may cost: £10,000. */
export const MAX_PRICE_PENCE = 1_000_000;

/**
 * 1200000 → "1,200,000". By hand rather than Intl: the first Intl number format a page makes
 * loads locale data, which cost a phone a sixth of a second on pages showing a price (issue 14).
 */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1250 → "£12.50", 1200 → "£12.00", 0 → "£0.00". */
export function formatPence(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(pence));
  const pounds = groupThousands(Math.floor(abs / 100));
  return `${sign}£${pounds}.${String(abs % 100).padStart(2, '0')}`;
}

/** A card's price: "Free" when it costs nothing, "£12" for whole pounds, else "£12.50". */
export function formatPriceShort(pence: number): string {
  if (pence === 0) return 'Free';
  if (pence % 100 !== 0) return formatPence(pence);
  return `${pence < 0 ? '-' : ''}£${groupThousands(Math.abs(pence) / 100)}`;
}

const POUNDS = /^£?\s*(\d{1,7})(?:\.(\d{1,2}))?$/;

/**
 * What a person typed as pounds ("12", "12.5", "£12.50", "1,200") in pence, read as text so no
 * rounding happens; null when it is not an amount of pounds and pence.
 */
export function parsePounds(typed: string): number | null {
  const match = POUNDS.exec(typed.trim().replaceAll(',', ''));
  if (!match) return null;
  const pence = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(pence);
}

/** Pence as the text a pounds field shows: 1250 → "12.50", 1200 → "12". */
export function penceToPoundsText(pence: number): string {
  return pence % 100 === 0
    ? String(pence / 100)
    : `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
