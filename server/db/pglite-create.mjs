// Creates a new embedded data folder (PostgreSQL's initdb, in PGlite) and exits. It runs as
// a process of its own because initdb leaves a few hundred MB of memory behind that a
// thread's end does not give back to the system; the server then opens the created folder.
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.mjs';

const db = await PGlite.create(process.argv[2], { startParams: PGLITE_START_PARAMS });
await db.close();
