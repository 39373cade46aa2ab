/** The payments module's public face: what app.ts and other modules may use (ADR 0014). */
export { paymentsRoutes } from './payments.routes.ts';
export { PaymentProviderError, stripeClientOf } from './gateway.ts';
export { webhookSecretOf } from './webhook-secret.ts';
export { signPayload } from './webhook-signature.ts';
export { handleWebhook } from './webhook.service.ts';
/** The payment_events log, which the subscription webhooks (billing) write to as well. */
export { insertEvent, setEventOutcome } from './payments.repo.ts';
/** The demo seed settles its paid invoice the way the test checkout's webhook does (ADR 0016). */
export { applyPayment, insertSession, setSessionStatus } from './payments.repo.ts';
export { paymentsRoutePermissions } from './payments.permissions.ts';
