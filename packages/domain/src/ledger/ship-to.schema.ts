import { z } from 'zod';
import { normaliseShippingAddress, shippingAddressProblem } from './ship-to.rules.ts';

/** A shipping address as sent by a form: normalised (ship-to.rules.ts); empty or null clears it. */
export const shippingAddressInput = z
  .string()
  .max(2000, 'At most 2000 characters')
  .nullable()
  .transform((v, ctx) => {
    const address = normaliseShippingAddress(v);
    const problem = shippingAddressProblem(address);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return address;
  });

export const shipToView = z.object({
  /** The address the order ships to, one line per line; null when neither the order nor the company has one. */
  address: z.string().nullable(),
  source: z.enum(['order', 'company', 'none']),
});

/** GET /api/company/settings: the company details a client admin keeps (the ship-to default of every order). */
export const companySettingsView = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  shippingAddress: z.string().nullable(),
  /** True when the caller may change them (the client admin, or provider staff). */
  canEdit: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsView>;

/** A provider admin who is not impersonating names the company; anyone else reads their own. */
export const companySettingsQuery = z.strictObject({ companyId: z.uuid({ message: 'Not a valid id.' }).optional() });

export const updateCompanySettingsInput = z.strictObject({ shippingAddress: shippingAddressInput });
export type UpdateCompanySettingsInput = z.infer<typeof updateCompanySettingsInput>;
