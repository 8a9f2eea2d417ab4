// A snapshot of the stored rows, as one fingerprint (row count and hash) per table, so the
// fuzzer can tell whether a refused request changed anything. Left out: what a refused
// request is meant to change, the throttle's attempt counts (LoginThrottle, and a code's
// wrong tries in OneTimeCode.attempts), the audit trail (AuditEvent records refusals on
// purpose: docs/audit-trail.md), and Prisma's migration log.
import type { PrismaClient } from '../../server/generated/prisma/client.ts';

const IGNORED_TABLES = new Set(['LoginThrottle', 'AuditEvent', '_prisma_migrations']);
const IGNORED_COLUMNS: Record<string, string[]> = { OneTimeCode: ['attempts'] };

export type Snapshot = Record<string, string>;

export async function createSnapshotter(prisma: PrismaClient) {
  const tables = (
    await prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !IGNORED_TABLES.has(name));

  const rowText = (table: string) =>
    ['to_jsonb(t)', ...(IGNORED_COLUMNS[table] ?? []).map((column) => `'${column}'`)].join(' - ');
  const sql = tables
    .map(
      (table) =>
        `SELECT '${table}' AS name, count(*) || ':' || ` +
        `md5(coalesce(string_agg((${rowText(table)})::text, '|' ORDER BY ` +
        `(${rowText(table)})::text), '')) AS print FROM "${table}" t`,
    )
    .join(' UNION ALL ');

  return {
    async take(): Promise<Snapshot> {
      const rows = await prisma.$queryRawUnsafe<{ name: string; print: string }[]>(sql);
      return Object.fromEntries(rows.map((row) => [row.name, row.print]));
    },
    /** The tables whose rows differ. */
    changed(before: Snapshot, after: Snapshot): string[] {
      return tables.filter((table) => before[table] !== after[table]);
    },
  };
}
