import { z } from 'zod';
import { alternateCodeLimits, alternateCodeMessages } from './alternate-codes.rules.ts';
import { customFieldLimits, customFieldMessages, customFieldTypes } from './custom-fields.rules.ts';

/** A company's custom field definition (issue 19 item 4). */
export const customField = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  name: z.string(),
  /** Made from the first name, never changed: the register filter (cf=key:value) and import mappings name it. */
  key: z.string(),
  fieldType: z.enum(customFieldTypes),
  options: z.array(z.string()),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomField = z.infer<typeof customField>;

/** The settings list: the fields, and the plan's limit with how much of it is used (archived fields do not count). */
export const customFieldList = z.object({
  fields: z.array(customField),
  limit: z.number().int().nullable(),
  used: z.number().int(),
});
export type CustomFieldList = z.infer<typeof customFieldList>;

export const customFieldListQuery = z.strictObject({
  /** A provider admin's all-company view names the company. */
  companyId: z.uuid().optional(),
  archived: z.enum(['true', 'false']).default('false'),
});
export type CustomFieldListQuery = z.infer<typeof customFieldListQuery>;

const fieldName = z.string().trim().min(1, customFieldMessages.nameRequired).max(customFieldLimits.nameLength);
const optionList = z.array(z.string().max(200)).max(customFieldLimits.options);

export const createCustomFieldInput = z.strictObject({
  name: fieldName,
  fieldType: z.enum(customFieldTypes, { error: `Type must be one of: ${customFieldTypes.join(', ')}` }),
  options: optionList.optional(),
  isRequired: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(10000).optional(),
  companyId: z.uuid().optional(),
});
export type CreateCustomFieldInput = z.infer<typeof createCustomFieldInput>;

/** Name, options, required and order may change; the type and key never do (values would stop meaning what they did). */
export const updateCustomFieldInput = z
  .strictObject({
    name: fieldName.optional(),
    options: optionList.optional(),
    isRequired: z.boolean().optional(),
    sortOrder: z.number().int().min(0).max(10000).optional(),
    archived: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateCustomFieldInput = z.infer<typeof updateCustomFieldInput>;

export const deleteCustomFieldResult = z.object({ deleted: z.literal(true) });

/** One machine's values: the live fields (in order) and the values by key as canonical text. */
export const equipmentCustomValues = z.object({
  fields: z.array(customField),
  values: z.record(z.string(), z.string()),
});
export type EquipmentCustomValues = z.infer<typeof equipmentCustomValues>;

/** Values by key; null or '' clears one. Keys not sent are left as they are. */
export const setCustomValuesInput = z.strictObject({
  values: z.record(z.string().max(customFieldLimits.keyLength), z.union([z.string().max(2000), z.number(), z.null()])),
});
export type SetCustomValuesInput = z.infer<typeof setCustomValuesInput>;

export const alternateCode = z.object({
  id: z.uuid(),
  equipmentId: z.uuid(),
  code: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
});
export type AlternateCode = z.infer<typeof alternateCode>;

export const alternateCodeList = z.object({ codes: z.array(alternateCode) });
export type AlternateCodeList = z.infer<typeof alternateCodeList>;

export const addAlternateCodeInput = z.strictObject({
  code: z.string().trim().min(1, alternateCodeMessages.required).max(alternateCodeLimits.length, alternateCodeMessages.tooLong),
  /** What the code is ('Snipe-IT asset tag', 'Barcode'); optional. */
  label: z.string().trim().max(alternateCodeLimits.label).nullish(),
});
export type AddAlternateCodeInput = z.infer<typeof addAlternateCodeInput>;

export const alternateCodeParams = z.strictObject({ id: z.uuid(), codeId: z.uuid() });
