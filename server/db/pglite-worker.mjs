// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) answers
// the queries the server posts to it, so its work never blocks the server's event loop.
// Plain JavaScript: a worker thread starts without the TypeScript loader of the server.
//
// Messages in: { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' | 'close', tx?, sql?,
// params?, rawTypes? }
// Messages out: { id, result } or { id, error }, and { type: 'ready' } once open.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(workerData.dataDir);
/** Open transactions by id: each holds PGlite until its commit or rollback arrives. */
const transactions = new Map();

/** Columns of these types come back as the database's text, for the server's own parsers. */
function asText(rawTypes) {
  return Object.fromEntries((rawTypes ?? []).map((type) => [type, (value) => value]));
}

function errorOf(error) {
  // Only plain values cross to the server's thread; anything else would fail to be posted.
  const fields = {};
  for (const key of Object.keys(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof error[key])) fields[key] = error[key];
  }
  // PGlite's DatabaseError carries PostgreSQL's fields (severity, code, ...);
  // its class name is minified.
  const isDatabaseError = typeof error?.code === 'string' && 'severity' in (error ?? {});
  return { message: String(error?.message ?? error), isDatabaseError, fields };
}

function begin(id) {
  return new Promise((opened, failed) => {
    db.transaction(
      (tx) =>
        new Promise((finish) => {
          transactions.set(id, { tx, finish });
          opened();
        }),
    ).catch(failed);
  });
}

async function run(message) {
  const target = message.tx ? transactions.get(message.tx)?.tx : db;
  switch (message.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await target.query(message.sql, message.params, {
        rowMode: 'array',
        parsers: asText(message.rawTypes),
      });
      return {
        rows,
        fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        affectedRows,
      };
    }
    case 'exec':
      await target.exec(message.sql);
      return null;
    case 'begin':
      return begin(message.tx);
    case 'commit':
    case 'rollback': {
      const open = transactions.get(message.tx);
      if (!open) return null;
      transactions.delete(message.tx);
      if (message.op === 'rollback') await open.tx.rollback().catch(() => undefined);
      open.finish();
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

/**
 * Every message is answered, even when its result cannot be posted: a caller never waits forever.
 */
function answer(id, reply) {
  try {
    parentPort.postMessage({ id, ...reply });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: {
        message: `The embedded database could not send its answer: ${error?.message}`,
        isDatabaseError: false,
        fields: {},
      },
    });
  }
}

parentPort.on('message', (message) => {
  run(message).then(
    (result) => answer(message.id, { result }),
    (error) => answer(message.id, { error: errorOf(error) }),
  );
});
parentPort.postMessage({ type: 'ready' });
