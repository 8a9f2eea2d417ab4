import { describe, expect, it } from 'vitest';
import { redactPersonalDetails } from './redact';

describe('redactPersonalDetails', () => {
  it.each<[string, string, string[]]>([
    ['Email me at may.chan@example.com please', 'Email me at [email] please', []],
    ['my number is 9123 4567', 'my number is [phone]', []],
    ['call 91234567 or 2345-6789', 'call [phone] or [phone]', []],
    ['my son: +852 9123 4567', 'my son: [phone]', []],
    ['UK: +44 20 7946 0958', 'UK: [phone]', []],
    ['HKID A123456(7)', 'HKID [id]', []],
    ['id AB9876543', 'id [id]', []],
    ['I am Chan Tai Man', 'I am [name]', ['Chan Tai Man']],
    ['Tai Man here, chan tai man', '[name] [name] here, [name]', ['Chan Tai Man']],
    ['我係陳大文，今日好攰', '我係[name]，今日好攰', ['陳大文']],
    // The name May does not hide the word 'may'.
    ['May says I may have a fever', '[name] says I may have a fever', ['May']],
    // Readings and ratings are not personal details.
    ['38.2°C, pain 7/10, vomited 4 times', '38.2°C, pain 7/10, vomited 4 times', []],
  ])('"%s"', (text, redacted, names) => {
    expect(redactPersonalDetails(text, names)).toBe(redacted);
  });
});
