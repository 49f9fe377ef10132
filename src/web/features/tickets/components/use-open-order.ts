import { useNavigate } from 'react-router';
import type { Order } from '@shared/tickets/ticket-schemas';
import { paths } from '@web/config/paths';

/** Where a booking opens: the card checkout, or the booking's own page. */
export function useOpenOrder() {
  const navigate = useNavigate();
  return (order: Order) => {
    if (order.checkoutUrl) window.location.assign(order.checkoutUrl);
    else
      void navigate(
        `${paths.ticketSuccess.getHref()}?${new URLSearchParams({ order: order.id, key: order.accessKey })}`,
      );
  };
}
