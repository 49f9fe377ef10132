import { formatPriceShort } from '@shared/tickets/money';

// An event's dates and times are London-time formats: they live in `london-time.ts`.

/** A card's price: "Free", "£12", or "From £12" when some places cost more. */
export function formatCardPrice(event: { price: number; priceVaries: boolean }): string {
  return event.priceVaries && event.price > 0
    ? `From ${formatPrice(event.price)}`
    : formatPrice(event.price);
}

/** A price the API gives in pounds (12.5) as text: "Free", "£12", "£12.50", "£1,200". */
export function formatPrice(price: number): string {
  return formatPriceShort(Math.round(price * 100));
}
