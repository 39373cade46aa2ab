import { type RoutePermissions } from '../../platform/route-permissions.ts';

/** The quotes routes and the action each needs: their part of the one permission table (src/route-permissions.ts). */
export const quotesRoutePermissions = {
  // Quote requests. Clients add and remove items until the quote is sent to them (prices forced); pricing is the provider's.
  'GET /api/quote-requests': 'quotes.read',
  'GET /api/quote-requests/funnel': 'quotes.read',
  'GET /api/quote-requests/:id': 'quotes.read',
  'POST /api/quote-requests': 'quotes.request',
  'PATCH /api/quote-requests/:id': 'quotes.request',
  'DELETE /api/quote-requests/:id': 'quotes.request',
  'POST /api/quote-requests/:id/accept': 'quotes.respond',
  'POST /api/quote-requests/:id/decline': 'quotes.respond',
  'POST /api/quote-requests/:id/status': 'quotes.price',
  'POST /api/quote-requests/:id/send': 'quotes.price',
  'POST /api/quote-requests/:id/items': 'quotes.request',
  'PATCH /api/quote-requests/:id/items/:itemId': 'quotes.price',
  'DELETE /api/quote-requests/:id/items/:itemId': 'quotes.request',
} satisfies RoutePermissions;
