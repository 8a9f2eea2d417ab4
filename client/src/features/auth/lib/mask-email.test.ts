import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail', () => {
  it('keeps the first and last letter of the name and the whole domain', () => {
    expect(maskEmail('demo@example.com')).toBe('d***o@example.com');
    expect(maskEmail('chan.tai.man@hk.example.org')).toBe('c***n@hk.example.org');
  });

  it('never shows a short name in full', () => {
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('copes with something that is not an e-mail', () => {
    expect(maskEmail('')).toBe('');
    expect(maskEmail('nobody')).toBe('n***');
  });
});
