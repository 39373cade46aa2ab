import {
  checkCustomValue,
  customFieldKeyOf,
  customFieldMessages,
  customValueKey,
  equipmentMessages,
  normalizeOptions,
  parseCustomFieldFilter,
  quotasOf,
  type CreateCustomFieldInput,
  type CustomField,
  type CustomFieldList,
  type CustomFieldType,
  type EquipmentCustomValues,
  type UpdateCustomFieldInput,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readCompany, writeCompany, type Scope } from '../../platform/scope.ts';
import { planOfCompany } from '../billing/index.ts';
import { companyExists } from '../../platform/company.repo.ts';
import * as repo from './custom-fields.repo.ts';

/**
 * Custom fields (issue 19 item 4; spec 01 §6 tier table). Definitions are managed in settings ('customFields.manage');
 * values are set on a machine by whoever may edit it ('equipment.edit'). The importer uses ensureCustomField and
 * setCustomFieldValues inside its own transaction; both take the same Scope as the routes.
 */

export function toCustomField(row: repo.CustomFieldRow): CustomField {
  return {
    id: row.id,
    companyId: row.company_id,
    name: row.name,
    key: row.key,
    fieldType: row.field_type as CustomFieldType,
    options: row.options,
    isRequired: row.is_required,
    sortOrder: row.sort_order,
    archivedAt: row.archived_at ? new Date(row.archived_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const ruleOf = (row: repo.CustomFieldRow) => ({
  name: row.name,
  fieldType: row.field_type as CustomFieldType,
  options: row.options,
  isRequired: row.is_required,
});

async function fieldLimit(tx: Sql, companyId: string): Promise<{ limit: number | null; tier: string | null }> {
  const plan = await planOfCompany(tx, companyId);
  return { limit: quotasOf(plan.limitsTier).customFields, tier: plan.limitsTier };
}

/** spec 01 §6: refuses a field past the plan's limit with the message naming the plan and its limit. */
async function assertFieldSlot(tx: Sql, companyId: string): Promise<void> {
  const plan = await planOfCompany(tx, companyId);
  const limit = quotasOf(plan.limitsTier).customFields;
  if (limit === null || plan.limitsTier === null) return;
  await repo.lockFieldQuota(tx, companyId);
  if ((await repo.countLiveFields(tx, companyId)) >= limit) {
    throw new AppError('FORBIDDEN', customFieldMessages.limitReached(plan.limitsTier, limit), {
      details: { reason: 'plan_limit', kind: 'customFields' },
    });
  }
}

/** The company's fields (settings, the detail dialog, the importer's mapping step) with the plan's limit and usage. */
export async function listCustomFields(
  tx: Sql,
  scope: Scope,
  opts: { companyId?: string; archived?: boolean } = {},
): Promise<CustomFieldList> {
  const companyId = readCompany(scope, opts.companyId);
  const rows = await repo.listFields(tx, companyId, opts.archived ?? false);
  const used = companyId ? await repo.countLiveFields(tx, companyId) : rows.filter((r) => !r.archived_at).length;
  const limit = companyId ? (await fieldLimit(tx, companyId)).limit : null;
  return { fields: rows.map(toCustomField), limit, used };
}

async function companyForWrite(tx: Sql, scope: Scope, requested: string | undefined): Promise<string> {
  const companyId = writeCompany(scope, requested, 'Choose the company for this custom field (companyId).');
  if (scope.companyId === null && !(await companyExists(tx, companyId))) throw notFound('Company not found');
  return companyId;
}

function checkedOptions(fieldType: CustomFieldType, raw: readonly string[] | undefined): string[] {
  const { options, error } = normalizeOptions(raw ?? []);
  if (error) throw new AppError('VALIDATION', error);
  if (fieldType === 'options' && options.length === 0) throw new AppError('VALIDATION', customFieldMessages.optionsRequired);
  if (fieldType !== 'options' && options.length > 0) throw new AppError('VALIDATION', customFieldMessages.optionsOnlyForOptions);
  return options;
}

const nameTaken = (name: string) => new AppError('CONFLICT', customFieldMessages.nameTaken(name));

async function insertChecked(tx: Sql, scope: Scope, companyId: string, input: Omit<CreateCustomFieldInput, 'companyId'>) {
  const options = checkedOptions(input.fieldType, input.options);
  if (await repo.findLiveFieldByName(tx, companyId, input.name)) throw nameTaken(input.name);
  await assertFieldSlot(tx, companyId);
  const id = await repo.insertField(tx, {
    companyId,
    name: input.name,
    key: customFieldKeyOf(input.name, await repo.allKeys(tx, companyId)),
    fieldType: input.fieldType,
    options,
    isRequired: input.isRequired ?? false,
    sortOrder: input.sortOrder ?? (await repo.nextSortOrder(tx, companyId)),
    createdBy: scope.actorId,
  });
  return (await repo.findField(tx, id, companyId))!;
}

export async function createCustomField(tx: Sql, scope: Scope, input: CreateCustomFieldInput): Promise<CustomField> {
  const companyId = await companyForWrite(tx, scope, input.companyId);
  return toCustomField(await insertChecked(tx, scope, companyId, input));
}

/**
 * For the importer: the live field with this name (ignoring case), else a new one — within the plan's limit (403 with
 * the plan's message past it). A one-of field gains any of `options` it lacks, so an imported value fits. The same
 * name with another type is a 409: the importer asks the person instead of guessing.
 */
export async function ensureCustomField(
  tx: Sql,
  scope: Scope,
  input: { name: string; type: CustomFieldType; options?: string[]; companyId?: string },
): Promise<{ field: CustomField; created: boolean }> {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('VALIDATION', customFieldMessages.nameRequired);
  const companyId = await companyForWrite(tx, scope, input.companyId);
  const existing = await repo.findLiveFieldByName(tx, companyId, name);
  if (!existing) {
    const row = await insertChecked(tx, scope, companyId, { name: name.slice(0, 60), fieldType: input.type, options: input.options });
    return { field: toCustomField(row), created: true };
  }
  if (existing.field_type !== input.type) {
    throw new AppError('CONFLICT', `A custom field named "${existing.name}" already exists with another type (${existing.field_type}).`);
  }
  const missing = normalizeOptions(input.options ?? []).options.filter(
    (o) => !existing.options.some((e) => e.toLowerCase() === o.toLowerCase()),
  );
  if (input.type === 'options' && missing.length) {
    await repo.updateField(tx, existing.id, companyId, { options: checkedOptions('options', [...existing.options, ...missing]) });
    return { field: toCustomField((await repo.findField(tx, existing.id, companyId))!), created: false };
  }
  return { field: toCustomField(existing), created: false };
}

async function requireField(tx: Sql, scope: Scope, id: string): Promise<repo.CustomFieldRow> {
  const row = await repo.findField(tx, id, scope.companyId);
  if (!row) throw notFound(customFieldMessages.notFound);
  return row;
}

/** Name, options, required, order, archive and restore. Removing an option still set on a machine is refused. */
export async function updateCustomField(tx: Sql, scope: Scope, id: string, patch: UpdateCustomFieldInput): Promise<CustomField> {
  const row = await requireField(tx, scope, id);
  const companyId = row.company_id;
  const fieldType = row.field_type as CustomFieldType;
  const live = patch.archived === false ? true : patch.archived === true ? false : !row.archived_at;
  if (patch.name !== undefined && patch.name.toLowerCase() !== row.name.toLowerCase() && live) {
    if (await repo.findLiveFieldByName(tx, companyId, patch.name)) throw nameTaken(patch.name);
  }
  if (patch.archived === false && row.archived_at) {
    if (await repo.findLiveFieldByName(tx, companyId, patch.name ?? row.name)) throw nameTaken(patch.name ?? row.name);
    await assertFieldSlot(tx, companyId);
  }
  let options: string[] | undefined;
  if (patch.options !== undefined) {
    options = checkedOptions(fieldType, patch.options);
    const removed = row.options.filter((o) => !options!.some((n) => n.toLowerCase() === o.toLowerCase()));
    for (const option of removed) {
      const n = await repo.countValues(tx, companyId, row.id, [customValueKey(option)]);
      if (n > 0) throw new AppError('CONFLICT', customFieldMessages.optionInUse(option, n));
    }
  }
  await repo.updateField(tx, row.id, companyId, { ...patch, options });
  return toCustomField((await repo.findField(tx, row.id, companyId))!);
}

/** A field no machine uses is deleted; one with values must be archived instead (its values are kept). */
export async function deleteCustomField(tx: Sql, scope: Scope, id: string): Promise<{ deleted: true }> {
  const row = await requireField(tx, scope, id);
  const n = await repo.countValues(tx, row.company_id, row.id);
  if (n > 0) throw new AppError('CONFLICT', customFieldMessages.inUseDelete(row.name, n));
  await repo.deleteField(tx, row.id, row.company_id);
  return { deleted: true };
}

/** The machine (its company and archive state), else 404; with `live`, archived equipment is read-only (409). */
export async function requireMachine(tx: Sql, scope: Scope, equipmentId: string, live = false) {
  const owner = await repo.equipmentOwner(tx, equipmentId, scope.companyId);
  if (!owner) throw notFound(equipmentMessages.notFound);
  if (live && owner.archived_at) throw new AppError('CONFLICT', equipmentMessages.archived);
  return owner;
}
const requireLiveMachine = (tx: Sql, scope: Scope, equipmentId: string) => requireMachine(tx, scope, equipmentId, true);

/** One machine's live fields and values (the detail dialog). */
export async function customValuesOf(tx: Sql, scope: Scope, equipmentId: string): Promise<EquipmentCustomValues> {
  const owner = await requireMachine(tx, scope, equipmentId);
  return valuesView(tx, owner.company_id, equipmentId);
}

async function valuesView(tx: Sql, companyId: string, equipmentId: string): Promise<EquipmentCustomValues> {
  const fields = await repo.listFields(tx, companyId, false);
  const byId = new Map(fields.map((f) => [f.id, f.key]));
  const values: Record<string, string> = {};
  for (const v of await repo.valuesOf(tx, [equipmentId], companyId)) {
    const key = byId.get(v.field_id);
    if (key) values[key] = v.value_text;
  }
  return { fields: fields.map(toCustomField), values };
}

/**
 * Sets values on a machine by field key; null or '' clears one. Every value is checked against its field first and
 * nothing is written unless all pass (400 naming each problem). `requireAll` (the detail dialog, which sends the whole
 * form) also refuses a required field left out; the importer sends what its file has.
 */
export async function setCustomFieldValues(
  tx: Sql,
  scope: Scope,
  equipmentId: string,
  values: Record<string, string | number | null>,
  opts: { requireAll?: boolean } = {},
): Promise<EquipmentCustomValues> {
  const machine = await requireLiveMachine(tx, scope, equipmentId);
  const companyId = machine.company_id;
  const fields = await repo.listFields(tx, companyId, true);
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const problems: Record<string, string> = {};
  const writes: { field: repo.CustomFieldRow; value: string | null }[] = [];
  for (const [key, raw] of Object.entries(values)) {
    const field = byKey.get(key);
    if (!field) problems[key] = customFieldMessages.unknownField(key);
    else if (field.archived_at) problems[key] = customFieldMessages.archivedField(field.name);
    else {
      const checked = checkCustomValue(ruleOf(field), raw);
      if (checked.ok) writes.push({ field, value: checked.value });
      else problems[key] = checked.message;
    }
  }
  if (opts.requireAll) {
    for (const field of fields) {
      if (field.is_required && !field.archived_at && !(field.key in values)) problems[field.key] = customFieldMessages.required(field.name);
    }
  }
  const messages = Object.values(problems);
  if (messages.length) throw new AppError('VALIDATION', messages.join('; '), { details: { fields: problems } });
  for (const { field, value } of writes) {
    if (value === null) await repo.deleteValue(tx, companyId, equipmentId, field.id);
    else
      await repo.upsertValue(tx, {
        companyId,
        equipmentId,
        fieldId: field.id,
        text: value,
        key: customValueKey(value),
        actorId: scope.actorId,
      });
  }
  return valuesView(tx, companyId, equipmentId);
}

/** The register's `cf=key:value` as field ids and the compared value keys; 400 with a message when it cannot match. */
export async function customFieldFilterOf(
  tx: Sql,
  companyId: string | null,
  raw: string,
): Promise<{ fieldIds: string[]; valueKeys: string[] }> {
  const parsed = parseCustomFieldFilter(raw);
  if (!parsed) throw new AppError('VALIDATION', customFieldMessages.filterFormat);
  const fields = await repo.findFieldsByKey(tx, parsed.key, companyId);
  if (fields.length === 0) throw new AppError('VALIDATION', customFieldMessages.unknownField(parsed.key));
  const valueKeys = new Set<string>();
  let problem: string | null = null;
  for (const field of fields) {
    const checked = checkCustomValue({ ...ruleOf(field), isRequired: false }, parsed.value);
    if (checked.ok && checked.value !== null) valueKeys.add(customValueKey(checked.value));
    else if (!checked.ok) problem = checked.message;
  }
  if (valueKeys.size === 0) throw new AppError('VALIDATION', problem ?? customFieldMessages.filterFormat);
  return { fieldIds: fields.map((f) => f.id), valueKeys: [...valueKeys] };
}

/** The export's extra columns: the live fields (one company's, or all visible) and the values of a page of machines. */
export async function exportFields(tx: Sql, companyId: string | null): Promise<repo.CustomFieldRow[]> {
  return repo.listFields(tx, companyId, false);
}

export async function valuesByMachine(
  tx: Sql,
  companyId: string | null,
  equipmentIds: string[],
): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const v of await repo.valuesOf(tx, equipmentIds, companyId)) {
    let row = out.get(v.equipment_id);
    if (!row) out.set(v.equipment_id, (row = new Map()));
    row.set(v.field_id, v.value_text);
  }
  return out;
}
