import { isUuid } from '../platform/uuid.rules.ts';

/**
 * QR ids. spec 01 §3 and spec 02 §3 give equipment ids as 'EQ-' plus 8 uppercase characters;
 * spec 02 §3 also mentions a second generator (three-letter product prefix, 4 characters,
 * 6 digits) without naming the prefix. We generate only the 'EQ-' form and resolve any stored
 * code, so codes printed by either generator (e.g. imported from a CSV) keep working.
 */
export const qrCodeIdPattern = /^EQ-[A-Z0-9]{8}$/;
export const legacyQrCodeIdPattern = /^[A-Z]{3}-[A-Z0-9]{4}-\d{6}$/;
const qrAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function isQrCodeId(value: string): boolean {
  return qrCodeIdPattern.test(value) || legacyQrCodeIdPattern.test(value);
}

/** A new 'EQ-XXXXXXXX' id from 8 random bytes (the caller supplies them: crypto on the server). */
export function newQrCodeId(randomBytes: ArrayLike<number>): string {
  if (randomBytes.length < 8) throw new Error('newQrCodeId needs 8 random bytes');
  let out = 'EQ-';
  for (let i = 0; i < 8; i++) out += qrAlphabet[randomBytes[i]! % qrAlphabet.length];
  return out;
}

/** The URL a QR label encodes: {PUBLIC_URL}/equipment/{qrCodeId} (spec 02 §2). */
export function qrTargetUrl(publicUrl: string, qrCodeId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/equipment/${encodeURIComponent(qrCodeId)}`;
}

/** spec 02 §9: the downloaded PNG is named {name}_QR_Complete.png; unsafe characters become '_'. */
export function qrPngFileName(equipmentName: string): string {
  const safe =
    equipmentName
      .trim()
      .replace(/[^A-Za-z0-9. -]+/g, '_')
      .replace(/[\s_]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'equipment';
  return `${safe}_QR_Complete.png`;
}

const bareCode = /^[A-Za-z0-9-]{1,100}$/;
const equipmentSegment = /\/equipment\/([A-Za-z0-9-]{1,100})(?=[/?#]|$)/;

function segmentOf(path: string): string | null {
  return equipmentSegment.exec(path)?.[1] ?? null;
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * spec 02 §5 Scanner, the id in a scanned text, in this order: a returnTo query value
 * (decoded) with its /equipment/{id} segment; else the path of a URL; else a direct
 * /equipment/{id} path; else the trimmed text itself when it is a UUID or letters, digits
 * and hyphens. null when none applies ('Invalid QR code format').
 */
export function extractEquipmentCode(scanned: string): string | null {
  const text = scanned.trim();
  if (!text) return null;
  const returnTo = /[?&]returnTo=([^&#]*)/.exec(text)?.[1];
  if (returnTo) {
    const decoded = decodeOnce(returnTo);
    const id = decoded ? segmentOf(decoded.split(/[?#]/)[0]!) : null;
    if (id) return id;
  }
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      const id = segmentOf(decodeOnce(url.pathname) ?? url.pathname);
      if (id) return id;
    }
  } catch {
    // not a URL
  }
  if (text.startsWith('/')) {
    const id = segmentOf(text.split(/[?#]/)[0]!);
    if (id) return id;
  }
  return bareCode.test(text) ? text : null;
}

export type CodeLookup = { by: 'qrCodeId' | 'id'; value: string };

/** How the server looks an extracted code up: by QR id first, then by equipment id when it is a UUID. */
export function codeLookupOrder(code: string): CodeLookup[] {
  const order: CodeLookup[] = [{ by: 'qrCodeId', value: isQrCodeId(code.toUpperCase()) ? code.toUpperCase() : code }];
  if (isUuid(code)) order.push({ by: 'id', value: code.toLowerCase() });
  return order;
}
