// The embedded database's worker: queries run through prepared statements, sent in batches.
// These cases are the ones a statement cache and batching could get wrong. Rows come back
// as arrays, the form the Prisma adapter asks for.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteRemote } from './pglite-remote';

let db: PGliteRemote;
beforeAll(async () => {
  db = await PGliteRemote.open('memory://');
  await db.exec('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, seen date)');
}, 60_000);
afterAll(() => db?.close());

describe('the embedded database worker', () => {
  it('answers many queries sent in the same turn, each with its own result', async () => {
    await db.query('INSERT INTO item (id, name) SELECT g, $1 || g FROM generate_series(1, 50) g', [
      'item ',
    ]);
    const names = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db.query<[string]>('SELECT name FROM item WHERE id = $1', [i + 1], { rowMode: 'array' }),
      ),
    );
    expect(names.map((result) => result.rows[0]![0])).toEqual(
      Array.from({ length: 50 }, (_, i) => `item ${i + 1}`),
    );
  });

  it('reports a failed statement and keeps working, with the same statement reused', async () => {
    const insert = 'INSERT INTO item (id, name) VALUES ($1, $2)';
    await expect(db.query(insert, [1, 'duplicate'])).rejects.toMatchObject({ code: '23505' });
    await db.query(insert, [100, 'after the error']);
    const { rows } = await db.query('SELECT name FROM item WHERE id = $1', [100]);
    expect(rows).toEqual([['after the error']]);
  });

  it('keeps prepared statements across a rolled-back transaction', async () => {
    const rename = 'UPDATE item SET name = $1 WHERE id = $2';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(rename, ['renamed', 2]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.query(rename, ['renamed later', 2]);
    const { rows } = await db.query('SELECT name FROM item WHERE id = $1', [2]);
    expect(rows).toEqual([['renamed later']]);
  });

  it('leaves the asked types as text for the caller to parse', async () => {
    await db.query('UPDATE item SET seen = $1 WHERE id = $2', ['2026-11-23', 3]);
    const { rows } = await db.query<[unknown]>('SELECT seen FROM item WHERE id = $1', [3], {
      rowMode: 'array',
      parsers: { 1082: (value: string) => `parsed ${value}` },
    });
    expect(rows[0]![0]).toBe('parsed 2026-11-23');
  });

  it('sees a schema change made through exec (statements prepared before it are dropped)', async () => {
    const all = 'SELECT * FROM item WHERE id = $1';
    expect((await db.query(all, [4])).fields.map((field) => field.name)).toEqual([
      'id',
      'name',
      'seen',
    ]);
    await db.exec('ALTER TABLE item ADD COLUMN note text');
    expect((await db.query(all, [4])).fields.map((field) => field.name)).toEqual([
      'id',
      'name',
      'seen',
      'note',
    ]);
  });

  it('runs more distinct statements than it keeps prepared', async () => {
    for (let n = 0; n < 520; n++) {
      const { rows } = await db.query(`SELECT $1::int + ${n} AS n`, [1]);
      expect(rows).toEqual([[n + 1]]);
    }
    const { rows } = await db.query('SELECT $1::int + 0 AS n', [5]);
    expect(rows).toEqual([[5]]);
  });
});

describe('a data folder on disk', () => {
  it('is created by its own process, keeps its settings, and keeps its data across a reopen', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'florence-pglite-'));
    const folder = await PGliteRemote.open(path.join(dataDir, 'db'));
    try {
      expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      // the small-machine settings are given at each start (pglite-settings.mjs)
      const { rows } = await folder.query("SELECT current_setting('shared_buffers')", []);
      expect(rows).toEqual([['16MB']]);
      await folder.exec('CREATE TABLE note (id int PRIMARY KEY, text text)');
      await folder.query('INSERT INTO note VALUES ($1, $2)', [1, 'kept']);
      await folder.reopen();
      const kept = await folder.query('SELECT text FROM note WHERE id = $1', [1]);
      expect(kept.rows).toEqual([['kept']]);
    } finally {
      await folder.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
