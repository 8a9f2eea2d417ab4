// How the embedded database is started, shared by the server's database thread
// (pglite-worker.mjs) and the process that creates a new data folder (pglite-create.mjs).
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings for one small process rather than a shared server: PGlite's
 * default 128 MB of shared buffers is touched as it is used and stays resident, while a
 * clinic's working set is a few MB. Given at each start, not written into the data folder,
 * so a later release may choose again. Measured with npm run bench:lean.
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=16MB', '-c', 'temp_buffers=1MB', '-c', 'wal_buffers=1MB'],
];
