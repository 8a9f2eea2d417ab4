import { describe, expect, it } from 'vitest';
import { filterHelp } from './filter-help';

const items = [
  { id: 'faq-1', texts: ['Is my information shared?', 'Only your care team sees it.'] },
  { id: 'v2.1.0', texts: ['V2.1.0', 'Appointments and the care library'] },
  { id: 'faq-4', texts: ['可以用中文嗎？', '可以，在設定更改語言。'] },
];

describe('the help centre search', () => {
  it('keeps everything without a term', () => {
    expect(filterHelp(items, '  ')).toHaveLength(3);
  });
  it('finds questions, answers, versions and descriptions in any letter case', () => {
    expect(filterHelp(items, 'CARE TEAM').map((i) => i.id)).toEqual(['faq-1']);
    expect(filterHelp(items, 'v2.1').map((i) => i.id)).toEqual(['v2.1.0']);
    expect(filterHelp(items, 'care').map((i) => i.id)).toEqual(['faq-1', 'v2.1.0']);
    expect(filterHelp(items, '語言').map((i) => i.id)).toEqual(['faq-4']);
    expect(filterHelp(items, 'insurance')).toEqual([]);
  });
});
