// All configuration comes from environment variables (see .env.example). Read once.
import path from 'node:path';
import { DEFAULT_CLINIC_TIME_ZONE } from '#common/appointments';

export type AppConfig = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Folder of the embedded PGlite database; ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Public address used in e-mailed links. */
  appUrl: string;
  /** Pepper mixed into one-time code hashes; must be changed in production. */
  secret: string;
  /** Seed the fixed demo data (development only). */
  seedDemo: boolean;
  /** Eight weeks of demo history at the first start (seed-demo-history.ts); off in tests. */
  seedDemoHistory: boolean;
  /**
   * Behind a reverse proxy: read the client's address from X-Forwarded-For (see clientAddressOf).
   */
  trustProxy: boolean;
  /** Browser origins other than the app's own that may call the API (CORS); none by default. */
  corsOrigins: string[];
  /** Introspection and "Did you mean" suggestions; off in production unless asked for. */
  graphqlIntrospection: boolean;
  /** Where help-centre reports and feedback are e-mailed, and the help centre's contacts. */
  support: { email: string; phone: string };
  /** How often the job runner plans and sends scheduled e-mails (ms); 0 turns it off. */
  jobIntervalMs: number;
  /** The clinic's IANA time zone: appointment dates and slots are its calendar days and clock. */
  clinicTimeZone: string;
  /** Optional OpenAI-compatible chat-completions endpoint that rephrases Florence's replies. */
  languageModel:
    { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
};

export const DEFAULT_SECRET = 'dev-only-secret-change-me';

/**
 * Fails closed: anything but an explicit NODE_ENV=development or test is production, so a
 * server started without it never exposes the development outbox or the demo logins.
 * `npm start` and `npm run dev` set development themselves.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  const nodeEnv: AppConfig['nodeEnv'] =
    env.NODE_ENV === 'development' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'production';
  const isProduction = nodeEnv === 'production';
  const port = Number(env.PORT ?? 4000);
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port: Number.isInteger(port) && port >= 0 ? port : 4000,
    ...databaseSettings(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Florence Care <no-reply@florence.local>',
    redisUrl: env.REDIS_URL || undefined,
    appUrl: env.APP_URL || `http://localhost:${port}`,
    secret: env.APP_SECRET || DEFAULT_SECRET,
    seedDemo: !isProduction && env.SEED_DEMO !== 'false',
    seedDemoHistory:
      !isProduction &&
      env.SEED_DEMO !== 'false' &&
      nodeEnv !== 'test' &&
      env.SEED_DEMO_HISTORY !== 'false',
    trustProxy: env.TRUST_PROXY === 'true',
    corsOrigins: parseOrigins(env.CORS_ORIGINS),
    graphqlIntrospection: !isProduction || env.GRAPHQL_INTROSPECTION === 'true',
    clinicTimeZone: parseTimeZone(env.CLINIC_TIME_ZONE),
    jobIntervalMs: parseInterval(env.JOB_INTERVAL_MS),
    support: {
      email: env.SUPPORT_EMAIL || 'support@florence.local',
      phone: env.SUPPORT_PHONE || '+852 2345 6789',
    },
    languageModel: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/$/, ''),
          model: env.LLM_MODEL || 'gpt-4o-mini',
          apiKey: env.LLM_API_KEY || undefined,
          timeoutMs: Number(env.LLM_TIMEOUT_MS ?? 15000),
        }
      : undefined,
  };
  const effective = { ...config, ...overrides };
  assertSafeForProduction(effective);
  return effective;
}

/**
 * CORS_ORIGINS: comma-separated origins such as `https://app.example.org`. Each is kept
 * as the browser sends it in Origin (scheme, host, port; no path or trailing slash), so
 * the check is an exact comparison. A malformed entry stops the start.
 */
export function parseOrigins(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = URL.canParse(entry) ? new URL(entry) : undefined;
    if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
      throw new Error(`CORS_ORIGINS: ${JSON.stringify(entry)} is not an http(s) origin`);
    return url.origin;
  });
}

/** CLINIC_TIME_ZONE: an IANA zone such as Asia/Hong_Kong; a misspelt one stops the start. */
export function parseTimeZone(value: string | undefined): string {
  const zone = value?.trim() || DEFAULT_CLINIC_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`CLINIC_TIME_ZONE: ${JSON.stringify(zone)} is not a time zone`);
  }
  return zone;
}

/** JOB_INTERVAL_MS: whole milliseconds, 0 for no timer; anything else stops the start. */
export function parseInterval(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 60_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0)
    throw new Error(`JOB_INTERVAL_MS: ${JSON.stringify(value)} is not a number of milliseconds`);
  return ms;
}

/** Production must never run with the development defaults. */
function assertSafeForProduction(config: AppConfig) {
  if (!config.isProduction) return;
  const problems: string[] = [];
  if (config.secret === DEFAULT_SECRET || config.secret.length < 32) {
    problems.push('APP_SECRET must be set to a random value of at least 32 characters');
  }
  if (!config.smtpUrl)
    problems.push('SMTP_URL must be set in production (the embedded outbox is for development)');
  if (problems.length) {
    throw new Error(`Refusing to start in production mode:\n- ${problems.join('\n- ')}`);
  }
}

/** Where the data lives: all that the migration command needs. */
export function databaseSettings(env: NodeJS.ProcessEnv = process.env) {
  return {
    dataDir: path.resolve(env.DATA_DIR ?? 'data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    // Prisma query events, for counting SQL statements per request in tests (off otherwise).
    queryEvents: env.PRISMA_QUERY_EVENTS === 'true',
  };
}
