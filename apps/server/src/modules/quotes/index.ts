/** The quotes module's public face: what app.ts and other modules may use (ADR 0014). */
export { quoteRoutes } from './quotes.routes.ts';
export { todayUtc } from './quotes.context.ts';
export { moveQuoteThrough, transitionQuote } from './workflow.service.ts';
export { quoteSearchSource } from './search.source.ts';
/** The demo seed makes its quote requests through the same use cases as the API (ADR 0016). */
export { addQuoteItem } from './items.service.ts';
export { createQuote } from './quotes.service.ts';
export { declineQuote, sendQuoteToClient } from './workflow.service.ts';
/** The assistant's open-quotes answer reads the requests list (issue 18 item 3). */
export { listQuotes } from './quotes.service.ts';
export { quotesRoutePermissions } from './quotes.permissions.ts';
