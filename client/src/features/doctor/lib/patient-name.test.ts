import { describe, expect, it } from 'vitest';
import { initials, patientName } from './patient-name';

describe('patient name and initials', () => {
  it('prefers the full name and falls back to the username', () => {
    expect(patientName({ username: 'chan.tm', profile: { fullName: ' Chan Tai Man ' } })).toBe(
      'Chan Tai Man',
    );
    expect(patientName({ username: 'chan.tm', profile: { fullName: '  ' } })).toBe('chan.tm');
    expect(patientName({ username: 'chan.tm', profile: null })).toBe('chan.tm');
  });

  it('takes the first and last initials of Latin names and the first character otherwise', () => {
    expect(initials('Chan Tai Man')).toBe('CM');
    expect(initials('lee.siu')).toBe('LS');
    expect(initials('Mei')).toBe('M');
    expect(initials('陳大文')).toBe('陳');
    expect(initials('')).toBe('?');
  });
});
