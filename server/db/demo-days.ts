// Keeps the demo clinic's Today filled as the days turn, for a server that runs on past midnight
// or starts again days after its data folder was made: once at start, then at each clinic
// midnight (seed-demo-history.ts, seedDemoToday). Only where demo history is seeded.
import { clinicDay } from '#common/clinic-day';
import type { Background } from '../background';
import { addDays, clinicInstant } from '../domain/wellness/clinic-days';
import type { PrismaClient } from '../generated/prisma/client.ts';
import { seedDemoToday } from './seed-demo-history';

/** Starts keeping the demo's days; returns the function that stops it. */
export function keepDemoDays(prisma: PrismaClient, background: Background): () => void {
  let timer: NodeJS.Timeout | undefined;
  const topUp = () => background.track(seedDemoToday(prisma), 'demo day');
  const atNextMidnight = () => {
    const now = new Date();
    const midnight = clinicInstant(addDays(clinicDay(now), 1));
    // a second past it, so that the new day is the clinic's day when it runs
    timer = setTimeout(
      () => {
        topUp();
        atNextMidnight();
      },
      midnight.getTime() - now.getTime() + 1000,
    );
    timer.unref();
  };
  topUp();
  atNextMidnight();
  return () => clearTimeout(timer);
}
