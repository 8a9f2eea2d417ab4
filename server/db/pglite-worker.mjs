// The embedded database's own thread: PGlite (PostgreSQL compiled to WebAssembly) answers
// the queries the server posts to it, so its work never blocks the server's event loop.
// Plain JavaScript: a worker thread starts without the TypeScript loader of the server.
//
// Messages in: { batch: [...] } of { id, op: 'query' | 'exec' | 'begin' | 'commit' | 'rollback' |
// 'close', tx?, sql?, params?, rawTypes? }
// Messages out: { batch: [...] } of { id, result } or { id, error }, and { type: 'ready' } once
// open.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { PGLITE_START_PARAMS } from './pglite-settings.mjs';

const db = await PGlite.create(workerData.dataDir, { startParams: PGLITE_START_PARAMS });
/** Open transactions by id: each holds PGlite until its commit or rollback arrives. */
const transactions = new Map();

const { serialize } = protocol;
const keepText = (value) => value;
/**
 * PGlite's parsers with the given types' columns left as the database's text (for the
 * server's own parsers), merged once per set of types: merging them for every query (as
 * PGlite's own query() does) copies a few hundred parsers each time.
 */
const parsersByRawTypes = new Map();
function parsersFor(rawTypes = []) {
  const key = rawTypes.join(',');
  let parsers = parsersByRawTypes.get(key);
  if (!parsers) {
    parsers = { ...db.parsers, ...Object.fromEntries(rawTypes.map((type) => [type, keepText])) };
    parsersByRawTypes.set(key, parsers);
  }
  return parsers;
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Named prepared statements by SQL text. The server sends the same few hundred statements
 * again and again; preparing each once saves PostgreSQL's parsing and planning, and a query
 * then takes one round trip into PGlite (bind, describe, execute, sync) instead of six.
 * Prepared statements outlive transactions, so a rolled-back one does not lose them.
 */
const MAX_PREPARED = 500;
const prepared = new Map();
let nextStatement = 1;

const exchange = (parts) => db.execProtocolStream(concat(parts), { syncToFs: false });

async function statementFor(sql) {
  const known = prepared.get(sql);
  if (known) {
    prepared.delete(sql); // most recently used last, so the oldest is evicted first
    prepared.set(sql, known);
    return known;
  }
  const name = `florence_${nextStatement++}`;
  const described = await exchange([
    serialize.parse({ name, text: sql }),
    serialize.describe({ type: 'S', name }),
    serialize.sync(),
  ]);
  const statement = { name, types: parse.parseDescribeStatementResults(described) };
  prepared.set(sql, statement);
  if (prepared.size > MAX_PREPARED) {
    const [oldest, { name: evicted }] = prepared.entries().next().value;
    prepared.delete(oldest);
    await exchange([serialize.close({ type: 'S', name: evicted }), serialize.sync()]);
  }
  return statement;
}

/** One statement with parameters, as PGlite's query() runs it, through a prepared statement. */
async function preparedQuery(sql, params = [], rawTypes) {
  const statement = await statementFor(sql);
  const values = params.map((param, i) => {
    if (param === null || param === undefined) return null;
    const serializeParam = db.serializers[statement.types[i]];
    return serializeParam ? serializeParam(param) : param.toString();
  });
  const answer = await exchange([
    serialize.bind({ statement: statement.name, values }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
  return parse.parseResults(answer, parsersFor(rawTypes), { rowMode: 'array' })[0];
}

/** Schema changes (migrations run through exec) may change what a prepared statement returns. */
async function forgetPrepared() {
  if (prepared.size === 0) return;
  prepared.clear();
  await exchange([serialize.query('DEALLOCATE ALL')]);
}

function errorOf(error) {
  // Only plain values cross to the server's thread; anything else would fail to be posted.
  const fields = {};
  for (const key of Object.keys(error ?? {})) {
    if (['string', 'number', 'boolean'].includes(typeof error[key])) fields[key] = error[key];
  }
  // PGlite's DatabaseError carries PostgreSQL's fields (severity, code, ...); its class name is
  // minified.
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
      // Inside a transaction PGlite's query lock is enough (the transaction holds the other);
      // outside, both locks, as PGlite's own query() takes them.
      const locked = (run) =>
        message.tx
          ? db._runExclusiveQuery(run)
          : db._runExclusiveTransaction(() => db._runExclusiveQuery(run));
      if (!target) throw new Error('The transaction has ended.');
      const { rows, fields, affectedRows } = await locked(() =>
        preparedQuery(message.sql, message.params, message.rawTypes),
      );
      return {
        rows,
        fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })),
        affectedRows,
      };
    }
    case 'exec':
      await target.exec(message.sql);
      await db._runExclusiveQuery(forgetPrepared);
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
 * Answers go back in batches, one message per turn of this thread's event loop: each message
 * between threads wakes the other one up, which under load costs more than the message.
 */
let answers = [];
function flushAnswers() {
  const batch = answers;
  answers = [];
  try {
    parentPort.postMessage({ batch });
  } catch {
    for (const reply of batch) answerAlone(reply);
  }
}

/**
 * Every message is answered, even when its result cannot be posted: a caller never waits forever.
 */
function answerAlone(reply) {
  try {
    parentPort.postMessage({ batch: [reply] });
  } catch (error) {
    const message = `The embedded database could not send its answer: ${error?.message}`;
    parentPort.postMessage({
      batch: [{ id: reply.id, error: { message, isDatabaseError: false, fields: {} } }],
    });
  }
}

function answer(id, reply) {
  if (answers.length === 0) setImmediate(flushAnswers);
  answers.push({ id, ...reply });
}

parentPort.on('message', ({ batch }) => {
  for (const message of batch) {
    run(message).then(
      (result) => answer(message.id, { result }),
      (error) => answer(message.id, { error: errorOf(error) }),
    );
  }
});
parentPort.postMessage({ type: 'ready' });
