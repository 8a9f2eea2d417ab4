// The help centre's status banner, from real checks of what the app needs: the database,
// mail, and live updates between instances. Each check has a time limit (a hung SMTP
// server must not hang the banner), and an answer is reused for a while so the banner
// cannot be used to hammer the mail server.
export const CHECK_TIMEOUT_MS = 3000;
export const STATUS_CACHE_MS = 30_000;

export type Component = 'database' | 'mail' | 'liveUpdates';
export type SystemState = 'operational' | 'degraded' | 'outage';
export type SystemStatus = {
  state: SystemState;
  components: { name: Component; ok: boolean }[];
  checkedAt: string;
};

/** The database is the app; without mail or live updates it still works, in part. */
export function summarise(results: Record<Component, boolean>): SystemState {
  if (!results.database) return 'outage';
  return results.mail && results.liveUpdates ? 'operational' : 'degraded';
}

const withinLimit = (check: () => Promise<boolean>) =>
  Promise.race([
    check().catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref()),
  ]);

/** A status reader that runs the checks at most once per STATUS_CACHE_MS. */
export function createStatusReader(
  checks: Record<Component, () => Promise<boolean>>,
  now: () => number = Date.now,
) {
  let last: { at: number; status: Promise<SystemStatus> } | undefined;
  const run = async (): Promise<SystemStatus> => {
    const names = Object.keys(checks) as Component[];
    const oks = await Promise.all(names.map((name) => withinLimit(checks[name])));
    const results = Object.fromEntries(names.map((name, i) => [name, oks[i]])) as Record<
      Component,
      boolean
    >;
    return {
      state: summarise(results),
      components: names.map((name) => ({ name, ok: results[name] })),
      checkedAt: new Date(now()).toISOString(),
    };
  };
  return () => {
    if (!last || now() - last.at >= STATUS_CACHE_MS) last = { at: now(), status: run() };
    return last.status;
  };
}
