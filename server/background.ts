// Work that outlives its request (a streamed reply, an e-mail sent after answering).
// The app waits for it on stop, and aborts what can be aborted, so nothing is cut off
// half-written when the database closes.
export type Background = {
  /** Aborted when the app stops. */
  signal: AbortSignal;
  track(work: Promise<unknown>, what: string): void;
  /** Waits for the work under way (and what it starts), without stopping anything. */
  idle(): Promise<void>;
  drain(): Promise<void>;
};

export function createBackground(): Background {
  const controller = new AbortController();
  const running = new Set<Promise<unknown>>();
  return {
    signal: controller.signal,
    track(work, what) {
      const settled = work
        .catch((error: Error) => console.error(`[background] ${what} failed: ${error.name}`))
        .finally(() => running.delete(settled));
      running.add(settled);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
    async drain() {
      controller.abort();
      await Promise.allSettled([...running]);
    },
  };
}
