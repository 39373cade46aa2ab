import { createHash, createHmac } from 'node:crypto';
import type { S3Config } from '../config.ts';
import type { FileStorage } from './files.ts';

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph RGW, R2, …) behind the FileStorage interface (DESIGN §2, files).
 * Requests are signed with AWS Signature Version 4 written here on node:crypto and sent with global fetch:
 * three object operations do not justify the AWS SDK's dependency tree.
 */
export type S3StorageOptions = S3Config & {
  /** Per-request time limit; 30 s unless given. */
  timeoutMs?: number;
};

const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ is percent-encoded (upper-case hex). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export type SignInput = {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (which are always added). */
  headers?: Record<string, string>;
  payloadHash: string;
  region: string;
  service?: string;
  accessKeyId: string;
  secretAccessKey: string;
  date: Date;
};

export type Signed = {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  /** Every header to send, the Authorization header included (host is left to fetch, which sends url.host). */
  headers: Record<string, string>;
};

/**
 * AWS Signature Version 4, header form (docs: "Authenticating Requests: Using the Authorization Header").
 * S3 flavour: the path is encoded once (not twice as for other services) and the payload hash is always sent.
 */
export function signV4(input: SignInput): Signed {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['host'] = input.url.host;
  headers['x-amz-date'] = stamp;
  headers['x-amz-content-sha256'] = input.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The URL class has already percent-encoded the path; decode each segment and encode it the SigV4 way.
  const canonicalUri = input.url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [input.method.toUpperCase(), canonicalUri || '/', canonicalQuery, canonicalHeaders, signedHeaders, input.payloadHash].join('\n');

  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');

  const out: Record<string, string> = { ...headers };
  delete out['host'];
  out['authorization'] = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, headers: out };
}

const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** The Content-Type stored with an object, from its key's extension; undefined when the extension is not one we make. */
export function s3ContentTypeOfKey(key: string): string | undefined {
  const ext = /\.([a-z0-9]+)$/.exec(key)?.[1];
  return ext ? contentTypes[ext] : undefined;
}

/** Keys are made by the server (newFileKey); anything else is a bug, refused like the local disk store does. */
function checkKey(key: string): string {
  if (!/^[a-z0-9/_-]+(\.[a-z0-9]+)?$/.test(key) || key.includes('..') || key.startsWith('/')) throw new Error(`bad storage key ${key}`);
  return key;
}

/** The <Code> of an S3 XML error body, when there is one. */
function errorCode(body: string): string | null {
  return /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? null;
}

export function s3Storage(opts: S3StorageOptions): FileStorage {
  const endpoint = new URL(opts.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') throw new Error(`S3 endpoint must be http(s): ${opts.endpoint}`);
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 30_000;

  const urlOf = (key: string): URL => {
    const encodedKey = checkKey(key).split('/').map(uriEncode).join('/');
    if (opts.forcePathStyle) return new URL(`${endpoint.protocol}//${endpoint.host}${basePath}/${uriEncode(opts.bucket)}/${encodedKey}`);
    return new URL(`${endpoint.protocol}//${opts.bucket}.${endpoint.host}${basePath}/${encodedKey}`);
  };

  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    const url = urlOf(key);
    const extra: Record<string, string> = {};
    const type = body ? s3ContentTypeOfKey(key) : undefined;
    if (type) extra['content-type'] = type;
    const signed = signV4({
      method,
      url,
      headers: extra,
      payloadHash: body ? sha256Hex(body) : emptyHash,
      region: opts.region,
      accessKeyId: opts.accessKeyId,
      secretAccessKey: opts.secretAccessKey,
      date: new Date(),
    });
    // A copy as a plain Uint8Array: fetch's BodyInit type does not take a Buffer over an ArrayBufferLike.
    const payload = body ? new Uint8Array(body) : undefined;
    return fetch(url, { method, headers: signed.headers, body: payload, signal: AbortSignal.timeout(timeoutMs) });
  };

  const fail = async (op: string, key: string, res: Response): Promise<never> => {
    const code = errorCode(await res.text().catch(() => ''));
    throw new Error(`S3 ${op} ${key} failed: HTTP ${res.status}${code ? ` ${code}` : ''}`);
  };

  return {
    async put(key, data) {
      const res = await send('PUT', key, data);
      if (!res.ok) await fail('PUT', key, res);
      await res.arrayBuffer();
    },
    async get(key) {
      const res = await send('GET', key);
      if (res.status === 404) {
        const code = errorCode(await res.text().catch(() => ''));
        // A missing bucket is a configuration error, not a missing file.
        if (code === 'NoSuchBucket') throw new Error(`S3 GET ${key} failed: HTTP 404 NoSuchBucket`);
        return null;
      }
      if (!res.ok) await fail('GET', key, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async remove(key) {
      const res = await send('DELETE', key);
      if (res.status === 404) {
        const code = errorCode(await res.text().catch(() => ''));
        if (code === 'NoSuchBucket') throw new Error(`S3 DELETE ${key} failed: HTTP 404 NoSuchBucket`);
        return; // already gone, like the local store's rm --force
      }
      if (!res.ok) await fail('DELETE', key, res);
      await res.arrayBuffer();
    },
  };
}
