import { describe, expect, it } from 'vitest';
import { createStatusReader, summarise } from './system-status';

describe('the system status', () => {
  it('is an outage without the database, degraded without mail or live updates', () => {
    expect(summarise({ database: true, mail: true, liveUpdates: true })).toBe('operational');
    expect(summarise({ database: true, mail: false, liveUpdates: true })).toBe('degraded');
    expect(summarise({ database: true, mail: true, liveUpdates: false })).toBe('degraded');
    expect(summarise({ database: false, mail: true, liveUpdates: true })).toBe('outage');
  });

  it('counts a failing check as down, and checks again only after 30 seconds', async () => {
    let clock = 0;
    let mailCalls = 0;
    const read = createStatusReader(
      {
        database: async () => true,
        mail: async () => {
          mailCalls += 1;
          throw new Error('SMTP refused');
        },
        liveUpdates: async () => true,
      },
      () => clock,
    );
    expect(await read()).toMatchObject({
      state: 'degraded',
      components: [
        { name: 'database', ok: true },
        { name: 'mail', ok: false },
        { name: 'liveUpdates', ok: true },
      ],
    });
    clock = 29_999;
    await read();
    expect(mailCalls).toBe(1);
    clock = 30_000;
    await read();
    expect(mailCalls).toBe(2);
  });
});
