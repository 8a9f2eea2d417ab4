import { describe, expect, it } from 'vitest';
import { gradeFrequency, gradeSeverity } from '../triage';
import { FREQUENCY_PHRASES, SEVERITY_PHRASES } from './answer-words';
import { QUICK_REPLIES } from './messages';
import { parseChineseNumeral, parseNumber } from './numbers';
import { phraseTable } from './text-scan';

// Grading stays in the triage engine: every word a phrase is read as must be one it knows.
describe('phrases are read as words the triage engine grades', () => {
  it.each([...new Set(SEVERITY_PHRASES.values())])('severity word "%s"', (word) => {
    expect(gradeSeverity({ kind: 'text', text: word }).source).toBe('words');
  });

  it.each([...new Set(FREQUENCY_PHRASES.values())])('frequency word "%s"', (word) => {
    expect(gradeFrequency({ kind: 'text', text: word }).source).toBe('words');
  });

  it.each(['en', 'zh-HK'] as const)(
    'the %s frequency quick replies grade like the chat scale',
    (language) => {
      QUICK_REPLIES.frequencyScale[language].forEach((label, index) => {
        const word = label.replace(/^\d+ - /, '').toLowerCase();
        expect(gradeFrequency({ kind: 'text', text: word }).grade).toBe(
          gradeFrequency({ kind: 'chat_scale', value: index + 1 }).grade,
        );
      });
    },
  );
});

describe('phrase tables', () => {
  it('refuse a phrase listed twice', () => {
    expect(() =>
      phraseTable([
        [['tired'], 1],
        [['tired'], 2],
      ]),
    ).toThrow('Phrase listed twice: tired');
  });
});

describe('numbers', () => {
  it.each<[string, number | null]>([
    ['三', 3],
    ['兩', 2],
    ['十', 10],
    ['十二', 12],
    ['二十', 20],
    ['三十八', 38],
    ['一百', 100],
    ['abc', null],
  ])('Chinese numeral %s is %s', (text, value) => {
    expect(parseChineseNumeral(text)).toBe(value);
  });

  it.each<[string, number | null]>([
    ['7', 7],
    ['38.5', 38.5],
    ['four', 4],
    ['twelve', 12],
    ['七', 7],
    ['many', null],
  ])('%s is %s', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });
});
