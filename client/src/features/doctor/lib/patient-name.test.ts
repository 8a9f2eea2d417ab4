import { describe, expect, it } from 'vitest';
import { patientName } from './patient-name';

describe('patient name and initials', () => {
  it('prefers the full name and falls back to the username', () => {
    expect(patientName({ username: 'chan.tm', profile: { fullName: ' Chan Tai Man ' } })).toBe(
      'Chan Tai Man',
    );
    expect(patientName({ username: 'chan.tm', profile: { fullName: '  ' } })).toBe('chan.tm');
    expect(patientName({ username: 'chan.tm', profile: null })).toBe('chan.tm');
  });
});
