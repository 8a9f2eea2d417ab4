// The 20-way race for one slot on a real PostgreSQL server, split over two server
// instances sharing the database: exactly one booking wins, by the partial unique index.
// Runs when TEST_DATABASE_URL points at a server where it may create databases.
import { describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { BOOK, codeOf, DOCTORS, freeSlots } from './appointment-helpers';
import { adminUrl, twoInstancesOnPostgres } from './postgres-instances';

describe.runIf(adminUrl)(
  'booking one slot on PostgreSQL with two instances (TEST_DATABASE_URL)',
  () => {
    const instances = twoInstancesOnPostgres('florence_appointments');

    const gql =
      (app: App) =>
      async (
        query: string,
        variables?: Record<string, unknown>,
        options: { token?: string } = {},
      ) => {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        });
        return (await response.json()) as { data: any; errors?: any[] };
      };

    /** A verified patient of demo.doctor, through the API of the first instance. */
    async function newPatient(index: number) {
      const base = instances[0].url;
      const username = `race${Date.now().toString(36)}${index}`;
      const email = `${username}@example.com`;
      const post = (path: string, json: unknown) =>
        fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        });
      await post('/otp/register', {
        username,
        email,
        password: 'long-enough-1',
        access_code: 'DEMO-PATIENT',
      });
      const outbox = await instances[0].services.prisma.outboxMessage.findFirstOrThrow({
        where: { to: email },
      });
      const code = /\b(\d{6})\b/.exec(outbox.text)![1];
      await post('/otp/verify', {
        user_id: username,
        email,
        otp_code: code,
        purpose: 'registration',
      });
      const token = await fetch(`${base}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username, password: 'long-enough-1' }),
      }).then((r) => r.json());
      return token.access_token as string;
    }

    it('gives the slot to exactly one of 20 patients, 10 on each instance', async () => {
      const tokens: string[] = [];
      for (let i = 0; i < 20; i++) tokens.push(await newPatient(i));
      const first = gql(instances[0]);
      const { data } = await first(DOCTORS, {}, { token: tokens[0] });
      const doctorId = data.careTeamDoctors[0].id;
      const slot = (await freeSlots(first, tokens[0], doctorId))[0];
      const results = await Promise.all(
        tokens.map((token, i) =>
          gql(instances[i % 2])(
            BOOK,
            { input: { doctorId, ...slot, reason: `race ${i}` } },
            { token },
          ),
        ),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => codeOf(r) === 'SLOT_TAKEN')).toHaveLength(19);
      const booked = await instances[1].services.prisma.appointment.count({
        where: { doctorId, date: slot.date, time: slot.time, status: 'BOOKED' },
      });
      expect(booked).toBe(1);
    });
  },
);
