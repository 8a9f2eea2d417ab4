// The audit trail's writer. Recording is a push into memory, so no request waits for the
// database; entries go out in one createMany every FLUSH_MS or once BATCH_SIZE are waiting,
// and stop() writes what is left before the server closes the database.
import type { PrismaClient } from '../../generated/prisma/client.ts';

export type AuditEntry = {
  at: Date;
  actorId: string | null;
  actorRole: string | null;
  apiKeyId: string | null;
  patientId: string;
  channel: AuditChannel;
  action: string;
  change: boolean;
  requestId: string;
  allowed: boolean;
};
export type AuditChannel = 'graphql' | 'rest' | 'fhir' | 'subscription';

const FLUSH_MS = 100;
const BATCH_SIZE = 200;

export class AuditLog {
  private waiting: AuditEntry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly prisma: PrismaClient) {}

  record(entry: AuditEntry) {
    this.waiting.push(entry);
    if (this.waiting.length >= BATCH_SIZE) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      // a pending flush never keeps a stopping process alive; stop() writes it instead
      this.timer.unref();
    }
  }

  /** Writes every waiting entry; resolves once they (and earlier writes) are stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length)
      this.writing = this.writing.then(() =>
        this.prisma.auditEvent.createMany({ data: batch }).then(
          () => undefined,
          (error: unknown) => {
            // Kept for the next flush rather than lost; the log names no one.
            this.waiting.unshift(...batch);
            console.error(
              `[audit] ${batch.length} entries not written yet:`,
              (error as Error).name,
            );
          },
        ),
      );
    return this.writing;
  }

  /** On a normal stop: the last entries, before the database closes. */
  async stop() {
    await this.flush();
    if (this.waiting.length) await this.flush();
  }
}
