import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

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
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: bool.default(false),
  NODE_ENV: z.string().optional(),
  RESPONSE_CHECK: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  AI_BASE_URL: z.string().optional(),
  AI_MODEL: z.string().optional(),
  AI_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().optional(),
  ZOHO_CLIENT_ID: z.string().optional(),
  ZOHO_CLIENT_SECRET: z.string().optional(),
  ZOHO_ORGANIZATION_ID: z.string().optional(),
  ZOHO_ACCOUNTS_URL: z.string().optional(),
  ZOHO_API_URL: z.string().optional(),
  GEOCODER_URL: z.string().url().optional().or(z.literal('')),
  WEATHER_API_URL: z.string().url().optional().or(z.literal('')),
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_PMTILES: z.string().optional(),
  SECRETS_KEY: z.string().min(32, 'SECRETS_KEY must be at least 32 characters (e.g. openssl rand -base64 32)').optional(),
  MAP_TILE_ATTRIBUTION: z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
});

/** S3-compatible file storage; null means local disk under DATA_DIR/files. */
export type S3Config = {
  /** Base URL of the service, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` when true (MinIO, Ceph, …); `https://bucket.endpoint/key` otherwise. */
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
  /** Check every JSON answer against its route's declared schema (ADR 0020); off with NODE_ENV=production. */
  responseCheck: boolean;
  webDist: string;
  secureCookies: boolean;
  s3: S3Config | null;
  ai: AiConfig | null;
  stripe: StripeConfig;
  zoho: ZohoConfig | null;
  maps: MapsConfig;
  /** Seals provider credentials at rest (platform/secrets-key.ts); null: a key generated once into DATA_DIR. */
  secretsKey: string | null;
};

/**
 * Maps for job sites (DESIGN §5): the tile URL the web map loads (a Leaflet template, default OpenStreetMap's standard
 * tiles) with its attribution, and a Nominatim-compatible geocoder for reverse geocoding; without one (the default) the
 * address is typed and the app says geocoding is unavailable.
 */
export type MapsConfig = {
  tileUrl: string;
  tileAttribution: string;
  geocoderUrl: string | null;
  /** MAP_PMTILES resolved inside DATA_DIR: the basemap archive the portal serves itself (ADR 0034); null: none. */
  pmtilesFile: string | null;
  /** WEATHER_API_URL: an Open-Meteo-compatible forecast endpoint for job-site weather (ADR 0032); null: none. */
  weatherUrl: string | null;
};

/** The optional Zoho Books/CRM connector (DESIGN §5); null means off: its routes do not exist and the UI never mentions it. */
export type ZohoConfig = { clientId: string; clientSecret: string; organizationId: string | null; accountsUrl: string; apiUrl: string };

/** Card payments: Stripe Checkout when secretKey is set, else the built-in test checkout (DESIGN §5). */
export type StripeConfig = { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };

/** An OpenAI-compatible endpoint that may enrich part identification (DESIGN §5); null means local OCR only. */
export type AiConfig = { baseUrl: string; model: string; apiKey: string | null; timeoutMs: number };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const s3 = s3ConfigOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
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
    responseCheck: e.RESPONSE_CHECK ?? e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    secureCookies: publicUrl.startsWith('https://'),
    s3,
    ai: aiConfigOf(e),
    stripe: stripeConfigOf(e),
    zoho: zohoConfigOf(e),
    maps: {
      tileUrl: e.MAP_TILE_URL,
      tileAttribution: e.MAP_TILE_ATTRIBUTION,
      geocoderUrl: e.GEOCODER_URL ? e.GEOCODER_URL.replace(/\/+$/, '') : null,
      pmtilesFile: pmtilesFileOf(e.MAP_PMTILES, dataDir),
      weatherUrl: e.WEATHER_API_URL || null,
    },
    secretsKey: e.SECRETS_KEY || null,
  };
}

/**
 * MAP_PMTILES names a file inside DATA_DIR (e.g. `maps/region.pmtiles`), which the portal serves to signed-in users
 * (ADR 0034). A path that leads out of DATA_DIR (`../`, an absolute path elsewhere) stops the start: the setting must
 * never turn the map route into a way to read any file the server can. Whether the file exists is checked per request
 * (it may be copied in after the start); the map falls back to the shipped outlines meanwhile.
 */
function pmtilesFileOf(value: string | undefined, dataDir: string): string | null {
  const name = value?.trim();
  if (!name) return null;
  const file = path.resolve(dataDir, name);
  const inside = path.relative(dataDir, file);
  if (!inside || inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside))
    throw new Error(
      `Invalid configuration:\n  MAP_PMTILES: must name a file inside DATA_DIR (${dataDir}), e.g. maps/region.pmtiles; got "${name}"`,
    );
  return file;
}

/** AI enrichment is on when AI_BASE_URL is set; then AI_MODEL is required and the URL checked, so a bad setup stops the start. */
function aiConfigOf(e: z.infer<typeof envSchema>): AiConfig | null {
  const baseUrl = e.AI_BASE_URL?.trim() || null;
  const model = e.AI_MODEL?.trim() || null;
  const apiKey = e.AI_API_KEY?.trim() || null;
  if (!baseUrl) {
    const stray = (['AI_MODEL', 'AI_API_KEY'] as const).filter((k) => e[k]?.trim());
    if (stray.length)
      throw new Error(
        `Invalid configuration:\n  AI_BASE_URL: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (leave all AI_* unset to identify parts by local OCR only)`,
      );
    return null;
  }
  const problems: string[] = [];
  if (!/^https?:\/\/[^/]/.test(baseUrl) || !URL.canParse(baseUrl))
    problems.push(`  AI_BASE_URL: must be an http:// or https:// URL, got "${baseUrl}"`);
  if (!model) problems.push('  AI_MODEL: required when AI_BASE_URL is set (the model name to ask, e.g. llava)');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), model: model!, apiKey, timeoutMs: 30_000 };
}

/** Stripe needs its webhook signing secret too, or every delivery would be refused; a bad setup stops the start. */
function stripeConfigOf(e: z.infer<typeof envSchema>): StripeConfig {
  const secretKey = e.STRIPE_SECRET_KEY?.trim() || null;
  const webhookSecret = e.STRIPE_WEBHOOK_SECRET?.trim() || null;
  const apiBase = e.STRIPE_API_BASE?.trim() || null;
  const problems: string[] = [];
  if (secretKey && !webhookSecret)
    problems.push('  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (the whsec_… signing secret of your webhook endpoint)');
  if (apiBase && (!/^https?:\/\/[^/]/.test(apiBase) || !URL.canParse(apiBase)))
    problems.push(`  STRIPE_API_BASE: must be an http:// or https:// URL, got "${apiBase}"`);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { secretKey, webhookSecret, apiBase };
}

/** The Zoho connector is on when ZOHO_CLIENT_ID is set; then the secret is required and the URLs checked, so a bad setup stops the start. */
function zohoConfigOf(e: z.infer<typeof envSchema>): ZohoConfig | null {
  const clientId = e.ZOHO_CLIENT_ID?.trim() || null;
  const clientSecret = e.ZOHO_CLIENT_SECRET?.trim() || null;
  if (!clientId) {
    const stray = (['ZOHO_CLIENT_SECRET', 'ZOHO_ORGANIZATION_ID', 'ZOHO_ACCOUNTS_URL', 'ZOHO_API_URL'] as const).filter((k) =>
      e[k]?.trim(),
    );
    if (stray.length)
      throw new Error(
        `Invalid configuration:\n  ZOHO_CLIENT_ID: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (leave all ZOHO_* unset to keep the connector off)`,
      );
    return null;
  }
  const accountsUrl = (e.ZOHO_ACCOUNTS_URL?.trim() || 'https://accounts.zoho.com').replace(/\/+$/, '');
  const apiUrl = (e.ZOHO_API_URL?.trim() || 'https://www.zohoapis.com').replace(/\/+$/, '');
  const problems: string[] = [];
  if (!clientSecret)
    problems.push('  ZOHO_CLIENT_SECRET: required when ZOHO_CLIENT_ID is set (from the Zoho API console, server-based client)');
  for (const [key, url] of [
    ['ZOHO_ACCOUNTS_URL', accountsUrl],
    ['ZOHO_API_URL', apiUrl],
  ] as const) {
    if (!/^https?:\/\/[^/]/.test(url) || !URL.canParse(url)) problems.push(`  ${key}: must be an http:// or https:// URL, got "${url}"`);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { clientId, clientSecret: clientSecret!, organizationId: e.ZOHO_ORGANIZATION_ID?.trim() || null, accountsUrl, apiUrl };
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
    if (stray.length)
      throw new Error(
        `Invalid configuration:\n  S3_BUCKET: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (leave all S3_* unset to store files on local disk)`,
      );
    return null;
  }
  const problems: string[] = [];
  if (!endpoint)
    problems.push('  S3_ENDPOINT: required when S3_BUCKET is set (e.g. https://s3.us-east-1.amazonaws.com or http://minio:9000)');
  else if (!/^https?:\/\/[^/]/.test(endpoint) || !URL.canParse(endpoint))
    problems.push(`  S3_ENDPOINT: must be an http:// or https:// URL, got "${endpoint}"`);
  if (!accessKeyId) problems.push('  S3_ACCESS_KEY_ID: required when S3_BUCKET is set');
  if (!secretAccessKey) problems.push('  S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  if (!/^[A-Za-z0-9._-]{3,255}$/.test(bucket)) problems.push(`  S3_BUCKET: "${bucket}" is not a valid bucket name`);
  else if (!forcePathStyle && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    problems.push(`  S3_BUCKET: "${bucket}" cannot be a host name; set S3_FORCE_PATH_STYLE=true or use a DNS-compatible bucket name`);
  }
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return { endpoint: endpoint!, region, bucket, accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey!, forcePathStyle };
}
