import { z } from 'zod';
import { isTaxRate, taxRateMessages } from './tax.rules.ts';

// The tax rules' request schemas, apart from the rules themselves: the web's quote banners and totals use only the
// rules, and importing zod with them put its core on the dashboard's and the quotes page's first load (ADR 0043).

export const taxRateInput = z.number({ error: taxRateMessages.badTaxRate }).refine(isTaxRate, taxRateMessages.badTaxRate);

/** GET / PATCH /api/admin/tax-settings: the provider's default rate, given to a quote when sent unless chosen. */
export const updateTaxSettingsInput = z.strictObject({ defaultTaxRate: taxRateInput });
export type UpdateTaxSettingsInput = z.infer<typeof updateTaxSettingsInput>;
export const taxSettings = z.object({ defaultTaxRate: z.number() });
export type TaxSettings = z.infer<typeof taxSettings>;
