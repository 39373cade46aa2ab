import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads. The README's configuration table mirrors this list. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: bool.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('GEARS Portal <no-reply@gears.local>'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(5).default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
});

/** S3-compatible file storage; null means local disk under DATA_DIR/files. */
export type S3Config = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  seedDemo: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  webDist: string;
  secureCookies: boolean;
  s3: S3Config | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const s3 = s3ConfigOf(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || null,
    publicUrl,
    // Demo data on the embedded database by default; on PostgreSQL only when asked.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    smtpUrl: e.SMTP_URL || null,
    mailFrom: e.MAIL_FROM,
    sessionIdleSeconds: e.SESSION_IDLE_MINUTES * 60,
    sessionAbsoluteSeconds: e.SESSION_ABSOLUTE_DAYS * 86400,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    secureCookies: publicUrl.startsWith('https://'),
    s3,
  };
}

/** S3 storage is on when S3_BUCKET is set; then the endpoint and both keys are required, and checked here so a bad setup stops the start. */
function s3ConfigOf(e: z.infer<typeof envSchema>): S3Config | null {
  const bucket = e.S3_BUCKET?.trim() || null;
  const endpoint = e.S3_ENDPOINT?.trim() || null;
  const accessKeyId = e.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY || null;
  const region = e.S3_REGION?.trim() || 'us-east-1';
  const forcePathStyle = e.S3_FORCE_PATH_STYLE ?? true;
  if (!bucket) {
    // Keys or an endpoint without a bucket would silently fall back to local disk; say so instead.
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((k) => e[k]);
    if (stray.length) throw new Error(`Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (leave all S3_* unset to store files on local disk)`);
    return null;
  }
  const problems: string[] = [];
  if (!endpoint) problems.push('  S3_ENDPOINT: required when S3_BUCKET is set (e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000)');
  else if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint)) problems.push(`  S3_ENDPOINT: must be an http:// or https:// URL, got "${endpoint}"`);
  if (!accessKeyId) problems.push('  S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!secretAccessKey) problems.push('  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  if (!/^[A-Za-z0-9._-]{3,255}$/.test(bucket)) problems.push(`  S3_BUCKET: "${bucket}" is not a valid bucket name`);
  else if (!forcePathStyle && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`  S3_BUCKET: "${bucket}" cannot be a host name; set S3_FORCE_PATH_STYLE=true or use a DNS-compatible bucket name`);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { endpoint: endpoint!, region, bucket, accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey!, forcePathStyle };
}
