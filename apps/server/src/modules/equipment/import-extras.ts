import { customColumnOf, customFieldTypeLabels, isCustomTarget, type ImportCustomType, type ImportTarget } from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { addAlternateCodes } from './alternate-codes.service.ts';
import { ensureCustomField, listCustomFields, setCustomFieldValues } from './custom-fields.service.ts';
import * as repo from './csv-import.repo.ts';

/**
 * Issue 19 items 4 and 5 in the import: 'custom:<name>' columns become the company's custom fields (created when
 * missing, within the plan's quota; past it the column is kept in the notes and the notice says so), and asset tags,
 * barcodes and peers' QR ids become alternate codes, so scanning the label already on the machine finds it.
 */
export type CustomSetup = {
  targets: ImportTarget[];
  customTypes: Record<string, ImportCustomType>;
  /** Custom field name → its key (for setCustomFieldValues). Empty in a dry run for fields not yet created. */
  keyOf: Map<string, string>;
  notices: string[];
};

export async function prepareCustomFields(
  tx: Sql,
  scope: Scope,
  companyId: string,
  plan: { headers: readonly string[]; targets: readonly ImportTarget[]; dryRun: boolean; optionsOf: (column: number) => string[] },
): Promise<CustomSetup> {
  const targets = [...plan.targets];
  const customTypes: Record<string, ImportCustomType> = {};
  const keyOf = new Map<string, string>();
  const notices: string[] = [];
  if (!targets.some(isCustomTarget)) return { targets, customTypes, keyOf, notices };
  const list = await listCustomFields(tx, scope, { companyId });
  let room = list.limit === null ? Infinity : list.limit - list.used;
  for (let i = 0; i < targets.length; i += 1) {
    const target = targets[i]!;
    if (!isCustomTarget(target)) continue;
    const name = target.slice(7);
    const existing = list.fields.find((f) => f.name.toLowerCase() === name.toLowerCase());
    const type: ImportCustomType = existing?.fieldType ?? customColumnOf(plan.headers[i] ?? '')?.type ?? 'text';
    const options = type === 'options' ? plan.optionsOf(i) : undefined;
    if (existing) {
      customTypes[target] = existing.fieldType;
      keyOf.set(name, existing.key);
      // A one-of field learns the file's new options (ensureCustomField adds only the missing ones).
      if (!plan.dryRun && options?.length)
        await repo.inSavepoint(tx, () => ensureCustomField(tx, scope, { name: existing.name, type, options, companyId }));
      continue;
    }
    if (room <= 0) {
      targets[i] = 'keep';
      notices.push(`${plan.headers[i]}: the plan's custom field limit is reached, so this column is kept in the notes.`);
      continue;
    }
    room -= 1;
    customTypes[target] = type;
    if (plan.dryRun) {
      notices.push(`Custom field "${name}" (${customFieldTypeLabels[type]}) will be created.`);
      continue;
    }
    try {
      const { field } = await repo.inSavepoint(tx, () => ensureCustomField(tx, scope, { name, type, options, companyId }));
      keyOf.set(name, field.key);
      notices.push(`Custom field "${field.name}" (${customFieldTypeLabels[field.fieldType]}) created.`);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      targets[i] = 'keep';
      notices.push(`${plan.headers[i]}: ${err.message} The column is kept in the notes.`);
    }
  }
  return { targets, customTypes, keyOf, notices };
}

const maxRowNotices = 100;

/** After a batch is inserted: each new machine's custom values and alternate codes, each step undone alone on refusal. */
export async function storeExtras(
  tx: Sql,
  scope: Scope,
  rows: { row: number; equipmentId: string; custom: Record<string, string>; assetTag: string | null; label: string }[],
  keyOf: Map<string, string>,
  notices: string[],
): Promise<number> {
  let codes = 0;
  const note = (text: string) => {
    if (notices.length < maxRowNotices) notices.push(text);
  };
  for (const r of rows) {
    const values = Object.fromEntries(
      Object.entries(r.custom).flatMap(([name, value]) => (keyOf.has(name) ? [[keyOf.get(name)!, value] as const] : [])),
    );
    if (Object.keys(values).length) {
      try {
        await repo.inSavepoint(tx, () => setCustomFieldValues(tx, scope, r.equipmentId, values));
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        const details =
          err.details && typeof err.details === 'object' ? Object.values(err.details).filter((v) => typeof v === 'string') : [];
        note(`Row ${r.row}: custom values not kept: ${details.length ? details.join('; ') : err.message}`);
      }
    }
    if (r.assetTag) {
      try {
        await repo.inSavepoint(tx, () => addAlternateCodes(tx, scope, r.equipmentId, [{ code: r.assetTag!, label: r.label }]));
        codes += 1;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        note(`Row ${r.row}: ${r.label} ${r.assetTag} not kept: ${err.message}`);
      }
    }
  }
  return codes;
}
