/**
 * The equipment detail dialog's tabs: spec 02 §2's, in its order; "Insights" is the spec's ai-insights (rules, not a model:
 * DESIGN §6). ?tab= names one; a module of its own so the page reads it without loading the dialog's code.
 */
export const detailTabs = ['overview', 'performance', 'maintenance', 'business', 'documents', 'images', 'qr-code', 'insights'] as const;
export type DetailTab = (typeof detailTabs)[number];
