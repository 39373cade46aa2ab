import { acceptRead, scanDedupeWindowMs, type ReadState } from '../equipment/scanner.rules.ts';

/**
 * What the camera does with each decoded frame. spec 02 §4: without continuous scanning a code
 * must be read twice within 1200 ms (acceptRead), then the scanner stops. With continuous
 * scanning every read is accepted at once; a camera still pointed at the same label reads it
 * several times a second, so a repeat of the last accepted code within the server's 30 s
 * de-duplication window is not handled again (it would not be logged anyway).
 */
export type ReadGate = { pending: ReadState; lastAccepted: { code: string; at: number } | null };

export const emptyReadGate: ReadGate = { pending: null, lastAccepted: null };

export function offerRead(gate: ReadGate, rawCode: string, now: number, continuous: boolean): { accepted: boolean; gate: ReadGate } {
  const code = rawCode.trim();
  if (!code) return { accepted: false, gate };
  if (continuous) {
    const last = gate.lastAccepted;
    if (last && last.code === code && now >= last.at && now - last.at < scanDedupeWindowMs) return { accepted: false, gate };
    return { accepted: true, gate: { pending: null, lastAccepted: { code, at: now } } };
  }
  const read = acceptRead(gate.pending, code, now, false);
  return read.accepted
    ? { accepted: true, gate: { pending: null, lastAccepted: { code, at: now } } }
    : { accepted: false, gate: { ...gate, pending: read.next } };
}
