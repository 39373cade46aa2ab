/** The billing module's public face: what app.ts and other modules may use (ADR 0014). */
export { billingRoutes } from './billing.routes.ts';
export { assertWithinLimit, gateRoutesOnFeature, planOfCompany, requireFeature, seatUsage, takeWithinLimit } from './limits.guard.ts';
export { subscriptionGatewayFor, testProviderActions, type SubscriptionProviderActions } from './subscription-gateway.ts';
export { handleSubscriptionEvent, isSubscriptionEvent, type SubscriptionOutcome } from './subscription-events.service.ts';
export { payTestSubscriptionCheckout, subscriptionTestCheckoutSummary } from './test-checkout.service.ts';
export { billingRoutePermissions } from './billing.permissions.ts';
