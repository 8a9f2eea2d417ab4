// The embedded database from the server's side: the part of PGlite's interface that the
// Prisma adapter uses (query, exec, transaction), carried out by PGlite in a worker thread
// (pglite-worker.mjs). The event loop stays free for requests while the database works,
// and the embedded default keeps the tested PGlite driver adapter (ADR 0008).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { messages, type PGlite, type Results } from '@electric-sql/pglite';
import { repoPath } from '../repo-root';
import { baselineWasmNodeFlags, keepWebAssemblyOnBaselineCode } from './baseline-wasm';

type WorkerError = { message: string; isDatabaseError: boolean; fields: Record<string, unknown> };
type Answer = { id: number; result?: unknown; error?: WorkerError };
type Pending = { resolve(value: unknown): void; reject(error: unknown): void };
type Parsers = Record<number, (value: string, typeId: number) => unknown>;
type QueryOptions = { rowMode?: 'array'; parsers?: Parsers };

/** A database error from the worker, rebuilt so the adapter maps it as it maps PGlite's own. */
function rebuildError(error: WorkerError): Error {
  if (!error.isDatabaseError) return new Error(error.message);
  const rebuilt = new messages.DatabaseError(error.message, 0, 'error');
  Object.assign(rebuilt, error.fields);
  return rebuilt;
}

/** Whether the folder holds a database already (PostgreSQL writes PG_VERSION first). */
export function dataFolderExists(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/** A new data folder, created by pglite-create.mjs in a process of its own (see there). */
async function createDataFolder(dataDir: string): Promise<void> {
  const script = repoPath('server/db/pglite-create.mjs');
  const child = spawn(process.execPath, [...baselineWasmNodeFlags(), script, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The embedded database could not be created: ${errors.trim()}`);
}

async function startWorker(dataDir: string): Promise<Worker> {
  keepWebAssemblyOnBaselineCode();
  const worker = new Worker(repoPath('server/db/pglite-worker.mjs'), { workerData: { dataDir } });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', function ready(message: { type?: string }) {
      if (message?.type !== 'ready') return;
      worker.off('message', ready);
      worker.off('error', reject);
      resolve();
    });
  });
  return worker;
}

export class PGliteRemote {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  /** Messages for the worker, sent together once per turn of the event loop (see flush). */
  private outbox: Array<Record<string, unknown>> = [];

  private constructor(
    private worker: Worker,
    private readonly dataDir: string,
  ) {
    this.listen();
  }

  private listen() {
    this.worker.on('message', ({ batch }: { batch?: Answer[] }) => {
      for (const answer of batch ?? []) {
        const waiting = this.pending.get(answer.id);
        if (!waiting) continue;
        this.pending.delete(answer.id);
        if (answer.error) waiting.reject(rebuildError(answer.error));
        else waiting.resolve(answer.result);
      }
    });
    this.worker.on('error', (error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    });
  }

  static async open(dataDir: string): Promise<PGliteRemote> {
    if (!dataDir.startsWith('memory://') && !dataFolderExists(dataDir)) {
      await createDataFolder(dataDir);
    }
    return new PGliteRemote(await startWorker(dataDir), dataDir);
  }

  /**
   * Closes the database thread and opens the folder in a new one. WebAssembly memory only
   * grows: after migrations and seeding, which touch far more of it than a day's queries,
   * the server settles about 40 MB lower with a new thread (measured on a fresh folder:
   * 317-323 MB against 356-365). Only while nothing else uses the database.
   */
  async reopen(): Promise<void> {
    if (this.dataDir.startsWith('memory://')) return;
    await this.close();
    this.worker = await startWorker(this.dataDir);
    this.listen();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      if (this.outbox.length === 0) setImmediate(() => this.flush());
      this.outbox.push({ ...message, id });
    });
  }

  /**
   * Every message between threads wakes the other thread up, and under load that wake-up
   * costs the event loop more than the message itself (measured: 100 µs and more of CPU
   * per postMessage with 50 clients): the queries of one turn of the loop go as one message.
   */
  private flush() {
    const batch = this.outbox;
    this.outbox = [];
    try {
      this.worker.postMessage({ batch });
    } catch (error) {
      for (const message of batch) {
        this.pending.get(message.id as number)?.reject(error);
        this.pending.delete(message.id as number);
      }
    }
  }

  /** Runs in the worker with the given parsers' columns left as text, then parsed here. */
  async query<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<Results<T>> {
    const parsers = options.parsers ?? {};
    const result = await this.call<Results<unknown[]>>({
      op: 'query',
      sql,
      params,
      tx,
      rawTypes: Object.keys(parsers).map(Number),
    });
    const parseAt = result.fields.map((field) => parsers[field.dataTypeID]);
    if (parseAt.some(Boolean)) {
      for (const row of result.rows) {
        parseAt.forEach((parse, column) => {
          if (parse && row[column] !== null)
            row[column] = parse(row[column] as string, result.fields[column]!.dataTypeID);
        });
      }
    }
    return result as unknown as Results<T>;
  }

  async exec(sql: string, tx?: number): Promise<Array<Results>> {
    await this.call({ op: 'exec', sql, tx });
    return [];
  }

  /**
   * Runs `callback` in one transaction: the worker holds PGlite for it, and other queries
   * wait there until it commits, or rolls back when the callback throws or calls rollback().
   */
  async transaction<T>(
    callback: (tx: {
      query: PGliteRemote['query'];
      exec: PGliteRemote['exec'];
      rollback(): Promise<void>;
    }) => Promise<T>,
  ): Promise<T> {
    const tx = this.nextId++;
    await this.call({ op: 'begin', tx });
    let rolledBack = false;
    const handle = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<R>(sql, params, options, tx),
      exec: (sql: string) => this.exec(sql, tx),
      rollback: async () => {
        rolledBack = true;
        await this.call({ op: 'rollback', tx });
      },
    };
    try {
      const result = await callback(handle as never);
      if (!rolledBack) await this.call({ op: 'commit', tx });
      return result;
    } catch (error) {
      if (!rolledBack) await this.call({ op: 'rollback', tx });
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** The PGlite interface the Prisma adapter expects (it uses only the methods above). */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
