// The signed-in user's own account row (and their profile), remembered for a short time.
// Every screen asks `me` first; without this each request paid a database round trip and
// Prisma's work for a row that changes a few times a month (issue 9: the authenticated
// profile query at a fraction of `{ __typename }`). Correctness over speed:
// - any write to User or Profile, anywhere, forgets every remembered row at once, here
//   (the Prisma extension in watchAccountWrites) and on the other instances (pubsub);
// - a row read while a write was under way is not remembered (the generation moved);
// - only selections of the user's own columns and their profile are remembered: a
//   selection with any other relation reads the database as before;
// - no password hash is kept: rows are stored without it.
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AppPubSub } from '../../pubsub';
import { Prisma } from '../../generated/prisma/client.ts';
import { ExpiringMap } from '../../expiring-map';

/** Also the longest a row can be stale on another instance if the pubsub is down. */
export const ACCOUNT_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 50_000;

/** Relations a remembered row may include: the profile shares the account's writes rule. */
const CACHEABLE_RELATIONS = new Set(['profile']);
const USER_COLUMNS = new Set<string>(Object.values(Prisma.UserScalarFieldEnum));

type Selection = { include?: Record<string, unknown>; select?: Record<string, unknown> };

/** The cache key of a selection, or null when it reads a relation beyond the profile. */
export function selectionKey(selection: Selection): string | null {
  const named = [
    ...Object.keys(selection.include ?? {}),
    ...Object.keys(selection.select ?? {}).filter((key) => !USER_COLUMNS.has(key)),
  ];
  return named.every((key) => CACHEABLE_RELATIONS.has(key)) ? JSON.stringify(selection) : null;
}

export class AccountCache {
  private readonly entries = new ExpiringMap<string, object>(MAX_ENTRIES);
  /** Moves on every write, so a read that overlapped one is not remembered. */
  private generation = 0;

  constructor(private readonly ttlMs = ACCOUNT_CACHE_TTL_MS) {}

  get current() {
    return this.generation;
  }

  get(key: string, now: number): object | undefined {
    return this.entries.get(key, now);
  }

  /** Remembers a row read since `generation`, unless an account was written meanwhile. */
  remember(key: string, row: object, generation: number, now: number) {
    if (generation === this.generation) this.entries.set(key, row, now + this.ttlMs);
  }

  forgetAll() {
    this.generation += 1;
    this.entries.clear();
  }
}

const WRITES = new Set([
  'create',
  'createMany',
  'createManyAndReturn',
  'update',
  'updateMany',
  'updateManyAndReturn',
  'upsert',
  'delete',
  'deleteMany',
]);

/**
 * The client every service uses, with account writes announced: before the statement (so
 * no overlapping read is remembered) and after it returns, when it has committed. (Inside
 * an interactive transaction the commit comes later; the only such write creates a new
 * account, which no remembered row can show.)
 */
export function watchAccountWrites(prisma: PrismaClient, written: () => void): PrismaClient {
  const watch = async ({
    operation,
    args,
    query,
  }: {
    operation: string;
    args: unknown;
    query: (args: unknown) => Promise<unknown>;
  }) => {
    if (!WRITES.has(operation)) return query(args);
    written();
    try {
      return await query(args);
    } finally {
      written();
    }
  };
  return prisma.$extends({
    query: { user: { $allOperations: watch }, profile: { $allOperations: watch } },
  }) as unknown as PrismaClient;
}

/** Hears account writes on any instance and forgets; returns a function that stops. */
export function forgetWrittenAccounts(pubsub: AppPubSub, cache: AccountCache): () => Promise<void> {
  const events = pubsub.subscribe('accounts')[Symbol.asyncIterator]();
  const listen = async () => {
    for (let next = await events.next(); !next.done; next = await events.next()) cache.forgetAll();
  };
  void listen().catch(() => undefined);
  return async () => {
    await events.return?.();
  };
}
