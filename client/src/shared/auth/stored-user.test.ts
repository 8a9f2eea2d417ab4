import { describe, expect, it } from 'vitest';
import { homePathFor, parseStoredUser, toStoredUser } from './stored-user';

describe('stored user', () => {
  it('keeps the real role in lower case and the profile name', () => {
    expect(
      toStoredUser({
        id: '1',
        username: 'mei',
        role: 'DOCTOR',
        profile: { fullName: 'Dr. Mei Chan' },
      }),
    ).toEqual({
      id: '1',
      username: 'mei',
      role: 'doctor',
      name: 'Dr. Mei Chan',
    });
  });

  it('falls back to the username when there is no name yet', () => {
    expect(
      toStoredUser({ id: '2', username: 'tai.man', role: 'PATIENT', profile: { fullName: ' ' } })
        .name,
    ).toBe('tai.man');
  });

  it('sends each role to its own home', () => {
    expect(homePathFor('doctor')).toBe('/doctor_home');
    expect(homePathFor('patient')).toBe('/home');
    expect(homePathFor('carer')).toBe('/carer_home');
  });

  it('keeps a carer a carer, in the stored value too', () => {
    const carer = toStoredUser({ id: '4', username: 'mei', role: 'CARER', profile: null });
    expect(carer.role).toBe('carer');
    expect(parseStoredUser(JSON.stringify(carer))?.role).toBe('carer');
  });

  it('ignores a damaged stored value', () => {
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser('{"id":3}')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
  });
});
