import { alternateCodeKey, equipmentMessages, type SiteMatcher } from '@gears/domain';
import type { TxRunner } from '../../db/runner.ts';
import type { Scope } from '../../platform/scope.ts';
import { takeWithinLimit } from '../billing/index.ts';
import * as repo from './csv-import.repo.ts';
import { checkOutImported } from './import-custody.ts';
import { storeExtras } from './import-extras.ts';
import { placeImported } from './import-sites.ts';
import type { Tally } from './import-tally.ts';

export const qrCodeInUse = 'QR code ID is already in use';

/** A checked row waiting for its batch, with what the import writes beside the machine. */
export type Pending = {
  row: number;
  draft: repo.ImportDraft;
  record: string[];
  userId: string | null;
  custom: Record<string, string>;
  assetTag: string | null;
};

/** Writes batches (up to two in flight: on PostgreSQL they run on two connections) and counts what each row became. */
export function committer(
  run: TxRunner,
  scope: Scope,
  companyId: string,
  dryRun: boolean,
  reimport: { existing: 'skip' | 'update' | null; key: 'serial' | 'assetTag'; keys: string[] },
  extras: { keyOf: Map<string, string>; label: string; siteOf: SiteMatcher | null; links: { publicUrl: string } },
  t: Tally,
  afterBatch?: () => void,
) {
  const { existing, key } = reimport;
  // The key itself is how the row found its machine: an update never rewrites it.
  const keys = reimport.keys.filter((k) => !(key === 'serial' && k === 'serial'));
  const conflictOf = async (batch: Pending[]) => {
    const serials = batch.map((p) => p.draft.serial?.toLowerCase()).filter((s): s is string => !!s);
    const codes = batch.map((p) => p.draft.qrCodeId).filter((c): c is string => !!c);
    const taken = await run((tx) => repo.existingKeys(tx, companyId, serials, codes));
    return {
      taken,
      reasonOf: (p: Pending) =>
        p.draft.serial && taken.serials.has(p.draft.serial.toLowerCase())
          ? equipmentMessages.duplicateSerial
          : p.draft.qrCodeId && taken.qrCodeIds.has(p.draft.qrCodeId)
            ? qrCodeInUse
            : null,
    };
  };

  /** Re-import (issue 19 item 6): rows whose key names a live machine are unchanged, or updated when they differ. */
  const settleExisting = async (batch: Pending[]): Promise<Pending[]> => {
    if (!existing) return batch;
    const keyOf = (p: Pending) =>
      key === 'serial' ? (p.draft.serial?.toLowerCase() ?? null) : p.assetTag ? alternateCodeKey(p.assetTag) : null;
    const wanted = batch.map(keyOf).filter((k): k is string => !!k);
    const ids = await run((tx) =>
      key === 'serial' ? repo.idsBySerial(tx, companyId, wanted) : repo.idsByAlternateCode(tx, companyId, wanted),
    );
    const known = batch.filter((p) => ids.has(keyOf(p) ?? ''));
    if (known.length === 0) return batch;
    const drafts = known.map((p) => ({ ...p.draft, id: ids.get(keyOf(p)!)! }));
    const changed = existing === 'update' ? await run((tx) => repo.changedById(tx, companyId, drafts, keys, !dryRun)) : new Set<string>();
    for (const d of drafts) {
      if (changed.has(d.id)) t.result.updated += 1;
      else t.result.unchanged += 1;
    }
    return batch.filter((p) => !known.includes(p));
  };

  const commit = async (all: Pending[]) => {
    if (all.length === 0) return;
    const batch = await settleExisting(all);
    if (batch.length === 0) return;
    if (dryRun) {
      const { reasonOf } = await conflictOf(batch);
      for (const p of batch) {
        const reason = reasonOf(p);
        if (reason) t.fail(p.row, [reason], p.record);
        else {
          t.result.created += 1;
          if (p.userId) t.result.checkedOut += 1;
          if (p.assetTag) t.result.alternateCodes += 1;
          if (extras.siteOf?.(p.draft.location)) t.result.jobSites += 1;
        }
      }
      return;
    }
    // Conflicts are rare: insert first, and only look up why for rows the unique indexes skipped.
    // Rows past the plan's equipment limit (ADR 0006) are refused with the limit message.
    const { inserted, allowed, refused, message, checkedOut, codes, placed } = await run(async (tx) => {
      const split = await takeWithinLimit(tx, companyId, 'equipment', batch);
      const ids = await repo.insertBatch(
        tx,
        companyId,
        scope.actorId,
        split.allowed.map((p) => p.draft),
      );
      const custody = split.allowed
        .filter((p) => p.userId && ids.has(p.draft.id))
        .map((p) => ({ equipmentId: p.draft.id, userId: p.userId! }));
      const stored = split.allowed
        .filter((p) => ids.has(p.draft.id) && (p.assetTag || Object.keys(p.custom).length))
        .map((p) => ({ row: p.row, equipmentId: p.draft.id, custom: p.custom, assetTag: p.assetTag, label: extras.label }));
      const codes = stored.length ? await storeExtras(tx, scope, stored, extras.keyOf, t.result.notices) : 0;
      const sited = split.allowed.flatMap((p) => {
        const siteId = ids.has(p.draft.id) ? (extras.siteOf?.(p.draft.location) ?? null) : null;
        return siteId ? [{ equipmentId: p.draft.id, siteId, location: p.draft.location! }] : [];
      });
      const placed = sited.length ? await placeImported(tx, scope, sited, extras.links, t.result.notices) : 0;
      return { ...split, inserted: ids, codes, placed, checkedOut: custody.length ? await checkOutImported(tx, scope, custody) : 0 };
    });
    for (const p of refused) t.fail(p.row, [message], p.record);
    const skipped = allowed.filter((p) => !inserted.has(p.draft.id));
    t.result.created += allowed.length - skipped.length;
    t.result.checkedOut += checkedOut;
    t.result.alternateCodes += codes;
    t.result.jobSites += placed;
    if (skipped.length === 0) return;
    const { reasonOf } = await conflictOf(skipped);
    for (const p of skipped) t.fail(p.row, [reasonOf(p) ?? equipmentMessages.duplicateSerial], p.record);
  };

  const inflight = new Set<Promise<void>>();
  let failure: unknown = null;
  const drain = async (keep: number) => {
    while (inflight.size > keep) await Promise.race(inflight);
    if (failure) throw failure;
  };
  const send = async (batch: Pending[]) => {
    await drain(1);
    const job: Promise<void> = commit(batch)
      .then(afterBatch)
      .catch((err) => {
        failure ??= err;
      })
      .finally(() => inflight.delete(job));
    inflight.add(job);
  };
  return { send, drain };
}
