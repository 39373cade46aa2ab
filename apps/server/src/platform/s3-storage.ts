import { createHash } from 'node:crypto';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import type { S3Config } from '../config.ts';
import type { FileStorage } from './files.ts';

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph RGW, R2, …) behind the FileStorage interface (DESIGN §2, files).
 * Requests are signed with AWS Signature Version 4 by aws4fetch (a small, kept signer on Web Crypto) and sent with
 * global fetch: three object operations do not justify the AWS SDK's dependency tree.
 */
export type S3StorageOptions = S3Config & {
  /** Per-request time limit; 30 s unless given. */
  timeoutMs?: number;
};

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * The signer exactly as s3Storage configures it: service s3, every header we send signed (content-type and range
 * included, as S3 accepts and as AWS's published examples show), the real payload hash rather than UNSIGNED-PAYLOAD.
 */
export function s3Signer(init: {
  method: string;
  url: string;
  headers: Record<string, string>;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `20130524T000000Z`; now when absent. */
  datetime?: string;
}): AwsV4Signer {
  return new AwsV4Signer({ ...init, service: 's3', allHeaders: true });
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

  // Keys (checkKey) and bucket names (config) hold only URL-safe characters, so they go into the URL as they are.
  const urlOf = (key: string): URL => {
    if (opts.forcePathStyle)
      return new URL(`${endpoint.protocol}//${endpoint.host}${basePath}/${encodeURIComponent(opts.bucket)}/${checkKey(key)}`);
    return new URL(`${endpoint.protocol}//${opts.bucket}.${endpoint.host}${basePath}/${checkKey(key)}`);
  };
  // No retries inside the client: a failed request surfaces at once with S3's error code (the caller decides).
  const client = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    service: 's3',
    region: opts.region,
    retries: 0,
  });

  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer) => {
    const headers: Record<string, string> = { 'x-amz-content-sha256': sha256Hex(body ?? '') };
    const type = body ? s3ContentTypeOfKey(key) : undefined;
    if (type) headers['content-type'] = type;
    // A copy as a plain Uint8Array: fetch's BodyInit type does not take a Buffer over an ArrayBufferLike.
    const payload = body ? new Uint8Array(body) : undefined;
    return client.fetch(urlOf(key).toString(), {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(timeoutMs),
      aws: { allHeaders: true },
    });
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
