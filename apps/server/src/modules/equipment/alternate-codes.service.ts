import {
  alternateCodeKey,
  alternateCodeLimits,
  alternateCodeMessages,
  alternateCodeProblem,
  normalizeAlternateCode,
  type AlternateCode,
  type AlternateCodeList,
} from '@gears/domain';
import type { Sql } from '../../db/database.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Scope } from '../../platform/scope.ts';
import { requireMachine } from './custom-fields.service.ts';
import { isUniqueViolation } from './equipment.repo.ts';
import * as repo from './alternate-codes.repo.ts';

/**
 * Alternate codes (issue 19 item 5): labels already on a machine — a peer's asset tag, barcode or QR id — that the
 * scanner and /equipment/{code} resolve after our own QR id. One code names one machine per company (409 'already
 * used by …'); our own QR can still be generated beside them.
 */

function toAlternateCode(row: repo.AlternateCodeRow): AlternateCode {
  return {
    id: row.id,
    equipmentId: row.equipment_id,
    code: row.code,
    label: row.label,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listAlternateCodes(tx: Sql, scope: Scope, equipmentId: string): Promise<AlternateCodeList> {
  const machine = await requireMachine(tx, scope, equipmentId);
  return { codes: (await repo.listCodes(tx, equipmentId, machine.company_id)).map(toAlternateCode) };
}

export type AlternateCodeInput = string | { code: string; label?: string | null };

/**
 * Adds codes to a machine (the detail dialog adds one; the importer a row's worth). All are checked before any is
 * written: a code already on this machine is left as it is (re-importing a file changes nothing); one used by another
 * machine, or as another machine's QR id, is a 409 naming that machine.
 */
export async function addAlternateCodes(
  tx: Sql,
  scope: Scope,
  equipmentId: string,
  codes: readonly AlternateCodeInput[],
): Promise<{ added: AlternateCode[]; unchanged: number }> {
  const machine = await requireMachine(tx, scope, equipmentId, true);
  const companyId = machine.company_id;
  const wanted = new Map<string, { code: string; codeKey: string; label: string | null }>();
  for (const input of codes) {
    const raw = typeof input === 'string' ? input : input.code;
    const problem = alternateCodeProblem(raw);
    if (problem) throw new AppError('VALIDATION', problem);
    const label = typeof input === 'string' ? null : input.label?.trim().slice(0, alternateCodeLimits.label) || null;
    const code = normalizeAlternateCode(raw);
    if (!wanted.has(alternateCodeKey(code))) wanted.set(alternateCodeKey(code), { code, codeKey: alternateCodeKey(code), label });
  }
  if (wanted.size === 0) return { added: [], unchanged: 0 };
  let unchanged = 0;
  for (const holder of await repo.codeHolders(tx, companyId, [...wanted.values()])) {
    const item = wanted.get(holder.code_key);
    if (!item) continue;
    if (holder.equipment_id !== equipmentId) throw new AppError('CONFLICT', alternateCodeMessages.alreadyUsed(item.code, holder.name));
    // Our own QR id is already how this machine is found; an alternate code with the same text adds nothing.
    wanted.delete(holder.code_key);
    unchanged++;
  }
  if ((await repo.countCodes(tx, equipmentId, companyId)) + wanted.size > alternateCodeLimits.perEquipment) {
    throw new AppError('VALIDATION', alternateCodeMessages.tooMany);
  }
  const added: AlternateCode[] = [];
  for (const item of wanted.values()) {
    try {
      added.push(toAlternateCode(await repo.insertCode(tx, { ...item, companyId, equipmentId, createdBy: scope.actorId })));
    } catch (err) {
      // Another request took the code between the check and the insert.
      if (isUniqueViolation(err, 'equipment_alternate_codes_key')) {
        throw new AppError('CONFLICT', alternateCodeMessages.alreadyUsed(item.code, 'another machine'));
      }
      throw err;
    }
  }
  return { added, unchanged };
}

/** The detail dialog's one code: the added row, or 409 when this machine already has it. */
export async function addAlternateCode(
  tx: Sql,
  scope: Scope,
  equipmentId: string,
  input: { code: string; label?: string | null },
): Promise<AlternateCode> {
  const { added } = await addAlternateCodes(tx, scope, equipmentId, [input]);
  if (!added[0]) throw new AppError('CONFLICT', alternateCodeMessages.alreadyUsedHere(normalizeAlternateCode(input.code)));
  return added[0];
}

export async function removeAlternateCode(tx: Sql, scope: Scope, equipmentId: string, codeId: string): Promise<void> {
  const machine = await requireMachine(tx, scope, equipmentId, true);
  if (!(await repo.deleteCode(tx, codeId, equipmentId, machine.company_id))) throw notFound(alternateCodeMessages.notFound);
}

/** The scanner's lookup after our QR id and the equipment id: the machine carrying the code in the caller's company. */
export async function equipmentIdForAlternateCode(tx: Sql, companyId: string | null, code: string): Promise<string | null> {
  if (alternateCodeProblem(code)) return null;
  return repo.equipmentIdByCode(tx, alternateCodeKey(code), companyId);
}

/** A page of machines' codes, joined for the CSV export's Alternate codes column. */
export async function codesByMachine(tx: Sql, companyId: string | null, equipmentIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const row of await repo.codesOf(tx, equipmentIds, companyId)) {
    const list = out.get(row.equipment_id) ?? [];
    list.push(row.code);
    out.set(row.equipment_id, list);
  }
  return out;
}

/** Whether the export needs its Alternate codes column at all. */
export const hasAlternateCodes = (tx: Sql, companyId: string | null): Promise<boolean> => repo.anyCodes(tx, companyId);
