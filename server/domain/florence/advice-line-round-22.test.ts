// Round 22: a sixth author's check-ins (tests/vignettes/cases/*/round-22.json), measured unseen
// before anything was changed for them; what they then showed.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, mentionIn } from './test-helpers';

const mention = mentionIn;

describe('round 22: what was said, read as said', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['when I went to the toilet for a big job this morning there was red blood in the bowl', 'en'],
    ['今朝去完小便，啲尿紅紅哋，好似有血咁', 'zh-HK'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language, treatmentStatus: 'in_remission' }).state.status).toBe(
      'interrupted',
    );
  });

  it.each<[string, SymptomKey, object]>([
    [
      'bowels gone loose, been 5 times today, normally once a day',
      'diarrhoea',
      { details: { episodes: 4 } },
    ],
    ["my back's been giving me gyp the lower part", 'pain', { negated: false }],
    ['She not go toilet for big one 5 days already', 'constipation', { negated: false }],
    ['She not want to eat, only few spoon of congee', 'appetite_loss', { negated: false }],
    ['palms of my hands gone red n peeling, bit sore', 'skin', { negated: false }],
    [
      'not in any real pain apart from my dodgy knee which is the usual 2/10',
      'pain',
      { negated: false },
    ],
    ['no chest pain apart from my heartburn', 'chest_pain', { negated: true }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('"went to the loo and there was blood on my toothbrush" is no blood in the stool', () => {
    expect(
      mention('went to the loo and there was blood on my toothbrush', 'bleeding')?.details.flags
        ?.bloodIn,
    ).toBeUndefined();
  });
});

// What a review of round 22's rules found.
describe('round 22, review: no false alarm, no carer lost', () => {
  it('a carer who says "they" of the patient stays a carer: the partner\'s fever with shivering is red', () => {
    const conversation = converse([
      "My partner is really unwell today and I feel so out of my depth, they won't get up",
      "my partner's had a fever all night and is shivering, I feel fine, no fever myself",
    ]);
    expect(conversation.state.status).toBe('interrupted');
  });

  it.each<[string, 'en' | 'zh-HK']>([
    ['no chest pain apart from the usual aches', 'en'],
    ['no bleeding other than my period', 'en'],
    ['屎忽紅紅哋，痕', 'zh-HK'],
    ['嘔完之後面紅紅', 'zh-HK'],
    ['the loo roll had blood on it, its my period started', 'en'],
  ])('"%s" gives no 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).not.toBe('interrupted');
  });
});

describe('blood in an output asked in an echoed question', () => {
  it.each(['醫生問我大便有冇血，我話有', '姑娘問我小便有冇見到血，有少少'])(
    '"%s" gives the 999 instruction',
    (text) => {
      expect(converse([text], { language: 'zh-HK' }).state.status).toBe('interrupted');
    },
  );

  it.each(['醫生問我大便有冇血，我話冇', '大便有冇血我唔知'])(
    '"%s" gives no 999 instruction',
    (text) => {
      expect(converse([text], { language: 'zh-HK' }).state.status).not.toBe('interrupted');
    },
  );
});
