import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : value === 'true' || value === '1',
  );

const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Environment of the API process. Every variable has a default that fits the embedded setup. */
const environment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).default(12),
  REMEMBER_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  LEAD_INGESTION_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** The marketplace's platform credential for the buyer alerts API (at least 32 characters). */
  MARKETPLACE_API_KEY: z.string().min(32).optional().or(z.literal('')),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  TRUST_PROXY: flag,
  SEED_DEMO: flag,
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1).default(40_000_000),
  TUTORIAL_VIDEO_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .default('vitrina'),
  PUSHER_APP_SECRET: z.string().min(16).optional(),
  REALTIME_ACTIVITY_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(120),
  REALTIME_PONG_TIMEOUT: z.coerce.number().int().min(1).max(600).default(30),
  LEAD_SLA_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /** How often the alerts not received live are e-mailed (0: never; tests drive the sweep). */
  NOTIFICATION_MAIL_SWEEP_MS: z.coerce.number().int().min(0).default(10_000),
  AUCTION_CLOSE_SWEEP_MS: z.coerce.number().int().min(0).default(2_000),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_DIALOG_URL: z.url({ protocol: /^https?$/ }).default('https://www.facebook.com'),
  FACEBOOK_GRAPH_URL: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
  FACEBOOK_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/)
    .default('v23.0'),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().max(40).default('OpenID Connect'),
  INTEGRATION_ISSUER: z.string().optional(),
  INTEGRATION_SECRET: z.string().min(32).optional().or(z.literal('')),
  INTEGRATION_AUDIENCE: z.string().min(1).default('vitrina'),
  INTEGRATION_TOKEN_MAX_SECONDS: z.coerce.number().int().min(30).max(900).default(300),
  EXTERNAL_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .or(z.literal('')),
  MAIL_FROM: z.string().min(3).default('Vitrina <no-reply@vitrina.mx>'),
  MAIL_SWEEP_MS: z.coerce.number().int().min(0).default(15_000),
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_RETRY_MAX_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(6 * 3600),
  ACCOUNT_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(5),
  VERIFICATION_PROVIDER_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('')),
  VERIFICATION_PROVIDER_KEY: z.string().optional(),
  VERIFICATION_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  VERIFICATION_PER_MINUTE: z.coerce.number().int().min(1).default(20),
});

export type Environment = z.input<typeof environment>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  rememberTtlSeconds: number;
  login: { maxFailuresPerAccount: number; maxFailuresPerIp: number; windowSeconds: number };
  /** The public lead ingestion API: leads per API key per minute before 429 (an ADF file takes one per prospect). */
  leadIngestion: { perMinute: number };
  /** The marketplace's key for `POST /api/public/v1/buyer-alerts`; undefined: the route refuses every request. */
  marketplaceApiKey: string | undefined;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Demo accounts and data: by default only on the embedded database. */
  seedDemo: boolean;
  admin: { email: string; password: string } | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  /** The address people open the product at, for the links of e-mails; never from a request. */
  publicUrl: string;
  /** Image uploads: largest file and largest pixel count (decompression bombs). */
  uploads: { maxBytes: number; maxPixels: number };
  /** Largest tutorial video file (held in memory while stored); longer videos go to YouTube or Vimeo. */
  tutorialVideoMaxBytes: number;
  /** S3-compatible bucket for uploads; without it they go to DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /**
   * The Pusher-protocol server (realtime/): the public app key, the signing secret (derived from
   * the token secret when unset), seconds of silence before a ping and seconds to wait for its pong.
   */
  realtime: { key: string; secret: string | undefined; activityTimeout: number; pongTimeout: number };
  /**
   * Milliseconds between two sweeps of the first-response SLA job (modules/lead-automation), in
   * every process; 0 turns the job off (tests that run the sweep with their own clock).
   */
  leadSlaSweepMs: number;
  notificationMailSweepMs: number;
  /** How often each process closes the auctions that ended (0: never, for tests that close them). */
  auctionCloseSweepMs: number;
  /** Sign-in through identity providers (modules/external-sign-in): only those configured. */
  externalSignIn: ExternalProvider[];
  /** Sign-ins begun with a provider or the integration's token, per address per minute, before 429. */
  externalSignInPerMinute: number;
  /** The trusted integration of `/integration-data-patform`: its issuer, shared secret, audience. */
  integration: IntegrationConfig | undefined;
  /**
   * Outgoing e-mail (modules/mail): with `smtpUrl` the delivery job sends the outbox every
   * `sweepMs` (0: off), retrying a failure after `retryBaseSeconds` doubled per attempt up to
   * `retryMaxSeconds`; without it messages stay in the outbox for administrators to read.
   */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    sweepMs: number;
    retryBaseSeconds: number;
    retryMaxSeconds: number;
    /** Verification and reset e-mails one address (or one client address) may ask for per hour. */
    perHour: number;
  };
  /**
   * AutoCheck's report provider (modules/verification): its base URL and key (none: the screen
   * shows the offline VIN decode alone), how long to wait for an answer, and the reports one
   * dealership may ask for per minute before 429.
   */
  verification: {
    provider: { url: string; key: string } | undefined;
    timeoutMs: number;
    perMinute: number;
  };
}

/**
 * An identity provider: an OpenID Connect issuer (Google, any issuer by URL), found by discovery,
 * or Facebook (OAuth 2.0 dialog + Graph API).
 */
export type ExternalProvider =
  | {
      id: 'google' | 'oidc';
      kind: 'oidc';
      name: string;
      issuer: string;
      clientId: string;
      clientSecret: string;
    }
  | {
      id: 'facebook';
      kind: 'facebook';
      name: string;
      dialogUrl: string;
      graphUrl: string;
      version: string;
      clientId: string;
      clientSecret: string;
    };

export interface IntegrationConfig {
  issuer: string;
  secret: string;
  audience: string;
  /** The longest a token may live, from its iat to its exp. */
  maxSeconds: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch the objects: S3_PUBLIC_URL, else `${endpoint}/${bucket}`. */
  publicUrl: string;
}

type Parsed = z.output<typeof environment>;

function s3Config(e: Parsed): S3Config | undefined {
  if (!e.S3_ENDPOINT) return undefined;
  const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (name) => !e[name],
  );
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment:\n${missing.map((name) => `  ${name}: required with S3_ENDPOINT`).join('\n')}`,
    );
  }
  const endpoint = e.S3_ENDPOINT.replace(/\/+$/, '');
  const bucket = e.S3_BUCKET as string;
  return {
    endpoint,
    bucket,
    region: e.S3_REGION || 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    publicUrl: (e.S3_PUBLIC_URL || `${endpoint}/${bucket}`).replace(/\/+$/, ''),
  };
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/** The providers whose client id and secret are both set, in the order the buttons show them. */
function externalProviders(e: Parsed): ExternalProvider[] {
  const providers: ExternalProvider[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      kind: 'oidc',
      name: 'Google',
      issuer: trimmed(e.GOOGLE_ISSUER),
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
    });
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    providers.push({
      id: 'facebook',
      kind: 'facebook',
      name: 'Facebook',
      dialogUrl: trimmed(e.FACEBOOK_DIALOG_URL),
      graphUrl: trimmed(e.FACEBOOK_GRAPH_URL),
      version: e.FACEBOOK_API_VERSION,
      clientId: e.FACEBOOK_CLIENT_ID,
      clientSecret: e.FACEBOOK_CLIENT_SECRET,
    });
  }
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    providers.push({
      id: 'oidc',
      kind: 'oidc',
      name: e.OIDC_NAME,
      issuer: trimmed(e.OIDC_ISSUER),
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    });
  }
  return providers;
}

/**
 * Without PUBLIC_URL, e-mail links point where this process listens (localhost for every
 * interface): the embedded default is a machine of one's own. A Host header never chooses it.
 */
function listenUrl(host: string, port: number): string {
  const name = host === '' || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = environment.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_HOURS * 3600,
    rememberTtlSeconds: e.REMEMBER_TTL_DAYS * 86400,
    login: {
      maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowSeconds: e.LOGIN_WINDOW_SECONDS,
    },
    leadIngestion: { perMinute: e.LEAD_INGESTION_PER_MINUTE },
    marketplaceApiKey: e.MARKETPLACE_API_KEY || undefined,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/+$/, '') : listenUrl(e.HOST, e.PORT),
    uploads: { maxBytes: e.UPLOAD_MAX_BYTES, maxPixels: e.UPLOAD_MAX_PIXELS },
    tutorialVideoMaxBytes: e.TUTORIAL_VIDEO_MAX_BYTES,
    s3: s3Config(e),
    realtime: {
      key: e.PUSHER_APP_KEY,
      secret: e.PUSHER_APP_SECRET,
      activityTimeout: e.REALTIME_ACTIVITY_TIMEOUT,
      pongTimeout: e.REALTIME_PONG_TIMEOUT,
    },
    leadSlaSweepMs: e.LEAD_SLA_SWEEP_MS,
    notificationMailSweepMs: e.NOTIFICATION_MAIL_SWEEP_MS,
    auctionCloseSweepMs: e.AUCTION_CLOSE_SWEEP_MS,
    externalSignIn: externalProviders(e),
    externalSignInPerMinute: e.EXTERNAL_SIGN_IN_PER_MINUTE,
    integration:
      e.INTEGRATION_ISSUER && e.INTEGRATION_SECRET
        ? {
            issuer: e.INTEGRATION_ISSUER,
            secret: e.INTEGRATION_SECRET,
            audience: e.INTEGRATION_AUDIENCE,
            maxSeconds: e.INTEGRATION_TOKEN_MAX_SECONDS,
          }
        : undefined,
    mail: {
      smtpUrl: e.SMTP_URL || undefined,
      from: e.MAIL_FROM,
      sweepMs: e.MAIL_SWEEP_MS,
      retryBaseSeconds: e.MAIL_RETRY_BASE_SECONDS,
      retryMaxSeconds: e.MAIL_RETRY_MAX_SECONDS,
      perHour: e.ACCOUNT_MAIL_PER_HOUR,
    },
    verification: {
      provider: e.VERIFICATION_PROVIDER_URL
        ? { url: trimmed(e.VERIFICATION_PROVIDER_URL), key: e.VERIFICATION_PROVIDER_KEY ?? '' }
        : undefined,
      timeoutMs: e.VERIFICATION_PROVIDER_TIMEOUT_MS,
      perMinute: e.VERIFICATION_PER_MINUTE,
    },
  };
}
