import { describe, expect, it } from 'vitest';
import { inviteTokenFrom } from './invite-token';

const token = `${'a'.repeat(24)}.${'B'.repeat(43)}`;

describe('a scanned invite', () => {
  it.each([
    [`https://care.example.hk/patient_invite/${token}`, token],
    [`http://localhost:4000/patient_invite/${token}/`, token],
    [`  ${token} `, token],
    [`https://care.example.hk/connect/${token}`, null],
    ['https://example.com/patient_invite/short.token', null],
    ['WIFI:S:clinic;T:WPA;P:secret;;', null],
    ['', null],
  ])('%j → %j', (scanned, expected) => {
    expect(inviteTokenFrom(scanned)).toBe(expected);
  });
});
