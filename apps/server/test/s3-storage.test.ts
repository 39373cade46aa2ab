import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { fileStorageFor, prepare } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { s3ContentTypeOfKey, s3Signer, s3Storage, type S3StorageOptions } from '../src/platform/s3-storage.ts';
import { insertUser, multipartFile, openTestDatabase, signIn, tinyPng } from './harness.ts';

// why: there is no real S3 (nor MinIO) here and no internet, so this file runs a small S3 of its own on
// 127.0.0.1. It speaks the subset the portal uses (PUT/GET/DELETE object, XML errors such as 404 NoSuchKey)
// and checks every request's SigV4 Authorization header by recomputing the signature from the known
// secret with its own code, independent of src/platform/s3-storage.ts, so a wrong signer fails here
// exactly as it would against S3. The verifier itself is checked against AWS's published example below.

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmacSha256 = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());

type VerifyInput = {
  method: string;
  /** The request target as received: path and query, still percent-encoded. */
  target: string;
  headers: Record<string, string | string[] | undefined>;
  secrets: Record<string, string>;
  region: string;
  now: Date | null;
};

/** Server-side SigV4 check, as S3 does it. Returns the S3 error code, or null when the signature is good. */
function verifySigV4(v: VerifyInput): string | null {
  const header = (name: string) => {
    const value = v.headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  const auth = header('authorization');
  const m =
    auth &&
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'AuthorizationHeaderMalformed';
  const [, accessKey, day, region, signedHeaderList, signature] = m as unknown as [string, string, string, string, string, string];
  const secret = v.secrets[accessKey];
  if (!secret) return 'InvalidAccessKeyId';
  if (region !== v.region) return 'AuthorizationHeaderMalformed';
  const date = header('x-amz-date');
  const payloadHash = header('x-amz-content-sha256');
  if (!date || !/^\d{8}T\d{6}Z$/.test(date) || date.slice(0, 8) !== day || !payloadHash) return 'AccessDenied';
  if (v.now) {
    const sent = Date.parse(
      `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
    );
    if (Math.abs(v.now.getTime() - sent) > 15 * 60_000) return 'RequestTimeTooSkewed';
  }
  const signed = signedHeaderList.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) if (!signed.includes(required)) return 'AccessDenied';
  if (header('content-type') !== undefined && !signed.includes('content-type')) return 'AccessDenied';

  const [rawPath, rawQuery = ''] = v.target.split('?', 2) as [string, string?];
  const canonicalUri = rawPath
    .split('/')
    .map((seg) => rfc3986(decodeURIComponent(seg)))
    .join('/');
  const canonicalQuery = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k, val = ''] = pair.split('=', 2) as [string, string?];
      return `${rfc3986(decodeURIComponent(k))}=${rfc3986(decodeURIComponent(val))}`;
    })
    .sort()
    .join('&');
  const canonicalHeaders = signed.map((name) => `${name}:${(header(name) ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalRequest = `${v.method}\n${canonicalUri}\n${canonicalQuery}\n${canonicalHeaders}\n${signedHeaderList}\n${payloadHash}`;
  const stringToSign = `AWS4-HMAC-SHA256\n${date}\n${day}/${region}/s3/aws4_request\n${sha256Hex(canonicalRequest)}`;
  let key = hmacSha256('AWS4' + secret, day);
  for (const part of [region, 's3', 'aws4_request']) key = hmacSha256(key, part);
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'SignatureDoesNotMatch';
}

type StoredObject = { data: Buffer; contentType: string | undefined; etag: string };

type FakeS3 = {
  endpoint: string;
  port: number;
  objects: Map<string, StoredObject>; // `${bucket}/${key}`
  requests: { method: string; host: string; target: string; error: string | null }[];
  close(): Promise<void>;
};

const accessKeyId = 'GEARSTESTKEY0000001';
const secretAccessKey = 'test/Secret+Key/that-only-this-file-knows';
const region = 'eu-test-1';
const bucket = 'gears-files';

async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3['requests'] = [];
  const xmlError = (res: http.ServerResponse, status: number, code: string, resource: string) => {
    res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': randomUUID() });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${code}</Message><Resource>${resource}</Resource><RequestId>0</RequestId></Error>`,
    );
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      const target = req.url ?? '/';
      const host = req.headers.host ?? '';
      const entry = { method, host, target, error: null as string | null };
      requests.push(entry);
      const fail = (status: number, code: string) => {
        entry.error = code;
        xmlError(res, status, code, target);
      };
      const authError = verifySigV4({
        method,
        target,
        headers: req.headers,
        secrets: { [accessKeyId]: secretAccessKey },
        region,
        now: new Date(),
      });
      if (authError)
        return fail(
          authError === 'InvalidAccessKeyId' || authError === 'SignatureDoesNotMatch' || authError === 'AccessDenied' ? 403 : 400,
          authError,
        );
      const declared = req.headers['x-amz-content-sha256'];
      if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256Hex(body)) return fail(400, 'XAmzContentSHA256Mismatch');

      // Virtual-hosted style names the bucket in the host; path style in the first path segment.
      const pathname = decodeURIComponent(target.split('?')[0]!);
      const hostName = host.replace(/:\d+$/, '');
      let bucketName: string;
      let key: string;
      if (hostName !== '127.0.0.1' && hostName.includes('.')) {
        bucketName = hostName.slice(0, hostName.indexOf('.'));
        key = pathname.slice(1);
      } else {
        const [, first = '', ...rest] = pathname.split('/');
        bucketName = first;
        key = rest.join('/');
      }
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket');
      if (!key) return fail(400, 'InvalidRequest');
      const id = `${bucketName}/${key}`;
      if (method === 'PUT') {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(id, { data: body, contentType: req.headers['content-type'], etag });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (method === 'GET') {
        const obj = objects.get(id);
        if (!obj) return fail(404, 'NoSuchKey');
        res.writeHead(200, { 'content-type': obj.contentType ?? 'binary/octet-stream', 'content-length': obj.data.length, etag: obj.etag });
        return res.end(obj.data);
      }
      if (method === 'DELETE') {
        objects.delete(id); // S3 answers 204 whether or not the key existed
        res.writeHead(204);
        return res.end();
      }
      return fail(405, 'MethodNotAllowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    objects,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

describe('SigV4 signing (aws4fetch, as s3Storage configures it) against AWS published example (S3 docs, "Example: GET Object")', () => {
  // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html — example credentials and values.
  const example = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    datetime: '20130524T000000Z',
  };
  const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

  it('produces the documented canonical request, string to sign, signature and Authorization header', async () => {
    const signer = s3Signer({
      ...example,
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': emptyHash },
    });
    expect(await signer.canonicalString()).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${emptyHash}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        emptyHash,
      ].join('\n'),
    );
    expect(await signer.stringToSign()).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972',
    );
    expect(await signer.signature()).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    const signed = await signer.sign();
    expect(Object.fromEntries(signed.headers)).toEqual({
      range: 'bytes=0-9',
      'x-amz-date': '20130524T000000Z',
      'x-amz-content-sha256': emptyHash,
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    });
  });

  it('matches the "Example: PUT Object" too (a $ in the key, a payload hash, extra headers)', async () => {
    const body = 'Welcome to Amazon S3.';
    const signer = s3Signer({
      ...example,
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
    });
    expect((await signer.canonicalString()).split('\n')[1]).toBe('/test%24file.text');
    expect(await signer.signature()).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it("the fake server's own verifier accepts the documented request and refuses it with another secret", () => {
    const headers = {
      host: 'examplebucket.s3.amazonaws.com',
      range: 'bytes=0-9',
      'x-amz-content-sha256': emptyHash,
      'x-amz-date': '20130524T000000Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    };
    const base = { method: 'GET', target: '/test.txt', headers, region: 'us-east-1', now: null };
    expect(verifySigV4({ ...base, secrets: { AKIAIOSFODNN7EXAMPLE: example.secretAccessKey } })).toBeNull();
    expect(verifySigV4({ ...base, secrets: { AKIAIOSFODNN7EXAMPLE: 'not-the-secret' } })).toBe('SignatureDoesNotMatch');
    expect(
      verifySigV4({ ...base, headers: { ...headers, range: 'bytes=0-10' }, secrets: { AKIAIOSFODNN7EXAMPLE: example.secretAccessKey } }),
    ).toBe('SignatureDoesNotMatch');
  });
});

describe('s3Storage against a fake S3 speaking the protocol', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const options = (over: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
    endpoint: s3.endpoint,
    region,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: true,
    ...over,
  });
  const key = (ext = 'png') => `${randomUUID()}/avatars/${randomUUID()}.${ext}`;

  it('round-trips put, get and remove, path-style, with a verified signature on every request', async () => {
    const storage = s3Storage(options());
    const k = key();
    const data = tinyPng();
    const before = s3.requests.length;
    await storage.put(k, data);
    const stored = s3.objects.get(`${bucket}/${k}`);
    expect(stored?.data.equals(data)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    const got = await storage.get(k);
    expect(got).toBeInstanceOf(Buffer);
    expect(got!.equals(data)).toBe(true);
    await storage.remove(k);
    expect(s3.objects.has(`${bucket}/${k}`)).toBe(false);
    expect(await storage.get(k)).toBeNull();
    const seen = s3.requests.slice(before);
    expect(seen.map((r) => [r.method, r.target, r.error])).toEqual([
      ['PUT', `/${bucket}/${k}`, null],
      ['GET', `/${bucket}/${k}`, null],
      ['DELETE', `/${bucket}/${k}`, null],
      ['GET', `/${bucket}/${k}`, 'NoSuchKey'],
    ]);
  });

  it('get of a key that was never stored is null (404 NoSuchKey); remove of it is fine', async () => {
    const storage = s3Storage(options());
    const k = key('pdf');
    expect(await storage.get(k)).toBeNull();
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', error: 'NoSuchKey' });
    await expect(storage.remove(k)).resolves.toBeUndefined();
  });

  it('stores the content type from the extension, and an empty file', async () => {
    const storage = s3Storage(options());
    const pdf = key('pdf');
    await storage.put(pdf, Buffer.from('%PDF-1.4\n'));
    expect(s3.objects.get(`${bucket}/${pdf}`)?.contentType).toBe('application/pdf');
    const docx = key('docx');
    await storage.put(docx, Buffer.alloc(0));
    expect(s3.objects.get(`${bucket}/${docx}`)?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect((await storage.get(docx))!.length).toBe(0);
    expect(s3ContentTypeOfKey('a/b/c.jpg')).toBe('image/jpeg');
    expect(s3ContentTypeOfKey('a/b/c.bin')).toBeUndefined();
  });

  it('a wrong secret is refused by the server and surfaces as an error naming the S3 code', async () => {
    const storage = s3Storage(options({ secretAccessKey: 'wrong-secret' }));
    const k = key();
    await expect(storage.put(k, tinyPng())).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    await expect(storage.get(k)).rejects.toThrow(/HTTP 403 SignatureDoesNotMatch/);
    expect(s3.objects.has(`${bucket}/${k}`)).toBe(false);
  });

  it('a wrong region or unknown access key is refused too', async () => {
    await expect(s3Storage(options({ region: 'us-east-1' })).put(key(), tinyPng())).rejects.toThrow(
      /HTTP 400 AuthorizationHeaderMalformed/,
    );
    await expect(s3Storage(options({ accessKeyId: 'NOBODY' })).put(key(), tinyPng())).rejects.toThrow(/HTTP 403 InvalidAccessKeyId/);
  });

  it('a missing bucket is an error, not a missing file', async () => {
    const storage = s3Storage(options({ bucket: 'no-such-bucket' }));
    await expect(storage.get(key())).rejects.toThrow(/NoSuchBucket/);
    await expect(storage.put(key(), tinyPng())).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it('refuses keys the server would never make', async () => {
    const storage = s3Storage(options());
    await expect(storage.put('../escape.png', tinyPng())).rejects.toThrow(/bad storage key/);
    await expect(storage.get('/abs/x.png')).rejects.toThrow(/bad storage key/);
    await expect(storage.remove('a/b?c=d')).rejects.toThrow(/bad storage key/);
  });

  it('keeps an endpoint base path', async () => {
    // Some gateways mount S3 under a path; the fake has none, so the bucket lookup proves the URL shape.
    const storage = s3Storage(options({ endpoint: `${s3.endpoint}/` }));
    const k = key();
    await storage.put(k, tinyPng());
    expect(s3.requests.at(-1)).toMatchObject({ target: `/${bucket}/${k}`, error: null });
  });

  it('uses virtual-hosted URLs when forcePathStyle is false (bucket in the host, signed as such)', async () => {
    // *.s3.example.test does not resolve, so fetch is redirected to the fake server, keeping the Host header it would send.
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      // The signer hands fetch a signed Request.
      const request = input as Request;
      const url = new URL(request.url);
      urls.push(url.toString());
      const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const sent = Object.fromEntries(request.headers);
      const { status, headers, data } = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; data: Buffer }>(
        (resolve, reject) => {
          const req = http.request(
            {
              host: '127.0.0.1',
              port: s3.port,
              method: request.method,
              path: url.pathname + url.search,
              headers: { ...sent, host: url.host },
            },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, data: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
          req.end(body);
        },
      );
      return new Response(status === 204 ? null : new Uint8Array(data), { status, headers: headers as Record<string, string> });
    });
    const storage = s3Storage(options({ endpoint: `http://s3.example.test:${s3.port}`, forcePathStyle: false }));
    const k = key('webp');
    await storage.put(k, Buffer.from('RIFF....WEBP'));
    expect(s3.objects.get(`${bucket}/${k}`)?.data.toString()).toBe('RIFF....WEBP');
    expect((await storage.get(k))!.toString()).toBe('RIFF....WEBP');
    await storage.remove(k);
    expect(await storage.get(k)).toBeNull();
    expect(urls[0]).toBe(`http://${bucket}.s3.example.test:${s3.port}/${k}`);
    expect(s3.requests.slice(-4).map((r) => [r.host, r.error])).toEqual([
      [`${bucket}.s3.example.test:${s3.port}`, null],
      [`${bucket}.s3.example.test:${s3.port}`, null],
      [`${bucket}.s3.example.test:${s3.port}`, null],
      [`${bucket}.s3.example.test:${s3.port}`, 'NoSuchKey'],
    ]);
  });
});

describe('S3 configuration', () => {
  const base = { DATA_DIR: path.join(os.tmpdir(), 'gears-s3-config') };
  const full = {
    S3_ENDPOINT: 'http://minio:9000',
    S3_BUCKET: 'gears',
    S3_ACCESS_KEY_ID: 'AKID',
    S3_SECRET_ACCESS_KEY: 'SECRET',
  };

  it('is off without S3_BUCKET: files go to local disk under DATA_DIR/files', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-s3-local-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.s3).toBeNull();
      const storage = fileStorageFor(config);
      await storage.put('c/avatars/x.png', tinyPng());
      expect(fs.existsSync(path.join(dataDir, 'files', 'c', 'avatars', 'x.png'))).toBe(true);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('is on with S3_BUCKET, with region us-east-1 and path-style by default', () => {
    expect(loadConfig({ ...base, ...full }).s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'gears',
      accessKeyId: 'AKID',
      secretAccessKey: 'SECRET',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...base, ...full, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'false' }).s3).toMatchObject({
      region: 'eu-west-3',
      forcePathStyle: false,
    });
  });

  it('S3_BUCKET without keys stops the start with a clear error naming what is missing', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'gears' })).toThrow(
      /Invalid configuration:[\s\S]*S3_ACCESS_KEY_ID: required when S3_BUCKET is set[\s\S]*S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
    expect(() => loadConfig({ ...base, ...full, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set/,
    );
  });

  it('S3_BUCKET without an endpoint, or with a bad one, is refused', () => {
    expect(() => loadConfig({ ...base, ...full, S3_ENDPOINT: undefined })).toThrow(/S3_ENDPOINT: required when S3_BUCKET is set/);
    expect(() => loadConfig({ ...base, ...full, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('refuses keys or an endpoint without a bucket instead of silently using local disk', () => {
    expect(() => loadConfig({ ...base, ...full, S3_BUCKET: '' })).toThrow(
      /S3_BUCKET: required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
    );
  });

  it('refuses a bucket name that cannot be a host name in virtual-hosted mode, and a bad S3_FORCE_PATH_STYLE', () => {
    expect(() => loadConfig({ ...base, ...full, S3_BUCKET: 'Gears_Files', S3_FORCE_PATH_STYLE: 'false' })).toThrow(
      /S3_FORCE_PATH_STYLE=true/,
    );
    expect(loadConfig({ ...base, ...full, S3_BUCKET: 'Gears_Files' }).s3?.bucket).toBe('Gears_Files');
    expect(() => loadConfig({ ...base, ...full, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /Invalid configuration:[\s\S]*S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('API with S3 storage chosen by bootstrap from S3_* settings', () => {
  // The harness's createTestApp always injects local-disk storage, so this builds the app the way main.ts does
  // (loadConfig → prepare without a storage override → buildApp): the choice made in bootstrap.ts is what is tested.
  let s3: FakeS3;
  let dataDir: string;
  let close: () => Promise<void>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Database;

  beforeAll(async () => {
    s3 = await startFakeS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gears-s3-api-'));
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.example.test',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
    });
    const opened = await openTestDatabase();
    db = opened.db;
    const deps = await prepare(db, config, pino({ level: 'silent' }));
    app = await buildApp(deps);
    await app.ready();
    close = async () => {
      deps.mailer.stop();
      await app.close();
      await db.close();
      await opened.drop();
      await s3.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('an uploaded avatar lands in the bucket and is served back from it', async () => {
    const user = await insertUser(db);
    const cookie = await signIn(app, user);
    const png = tinyPng();
    const body = multipartFile('file', 'me.png', 'image/png', png);
    const res = await app.inject({ method: 'POST', url: '/api/me/avatar', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(res.statusCode).toBe(200);

    const avatarKey = (await db.query<{ avatar_key: string }>('select avatar_key from users where id = $1', [user.id]))[0]!.avatar_key;
    expect(avatarKey).toMatch(new RegExp(`^${user.companyId}/avatars/[0-9a-f-]{36}\\.png$`));
    const stored = s3.objects.get(`${bucket}/${avatarKey}`);
    expect(stored?.data.equals(png)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    const got = await app.inject({ url: res.json().user.avatarUrl, headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    expect(s3.requests.filter((r) => r.error && r.error !== 'NoSuchKey')).toEqual([]);

    // Replacing the avatar deletes the old object from the bucket.
    const again = multipartFile('file', 'me2.png', 'image/png', tinyPng());
    expect(
      (await app.inject({ method: 'POST', url: '/api/me/avatar', payload: again.payload, headers: { ...again.headers, cookie } }))
        .statusCode,
    ).toBe(200);
    expect(s3.objects.has(`${bucket}/${avatarKey}`)).toBe(false);
  });
});
