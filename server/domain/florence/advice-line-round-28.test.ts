// Round 28: a twelfth author's check-ins (tests/vignettes/cases/*/round-28.json), measured unseen
// on the session's base and head before anything was changed for them; what they then showed:
// relayed confusion and drowsiness, phonetic spelling, blood said by its colour (pink water in
// the pan, poo like liquorice, vomit like tea leaves), a drain filling with blood, a bleed still
// dripping, and Cantonese for loose stools, days without a stool and a gripped chest.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, interrupts, mentionIn } from './test-helpers';

describe('round 28: what was said, read as said', () => {
  it.each([
    "I rang her tonight and she kept nodding off while we were talking, then asked me if I'd sat my exams yet",
    'the water in the pan has been pink after I wee, three times today now',
    'The drain bottle was a pale colour yesterday but tonight it is filling up with bright red',
    'her poo is like liquorice, jet black and shiny, and the smell is dreadful',
    '佢話由琴晚開始嘔咗三次，嘔出嚟啲嘢係深啡色、一粒粒，好似沖完嘅普洱茶葉渣咁',
    '頭先刷牙嗰陣牙肉出血，到而家半個鐘都仲係一滴滴咁落',
    '行上斜路嗰陣，心口好似俾人揸實咗咁，企定一陣就鬆返',
    '佢叫我做「阿強」，阿強係佢細佬嚟㗎',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it.each<[string, SymptomKey, object]>([
    ['feel quezy on an off', 'nausea', { negated: false }],
    ["I'm wiped out, not fancying food", 'appetite_loss', { negated: false }],
    ['my bak has bin hurtin sins I finishd the radiothrapy', 'pain', { negated: false }],
    ['今日去咗八趟廁所，啲大便稀到好似水咁', 'diarrhoea', { negated: false }],
    ['婆婆由星期日到而家都冇屙屎，五日喇', 'constipation', { negated: false }],
    ['我自己就係手指腳趾麻麻痺痺', 'numbness_tingling', { negated: false }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mentionIn(text, symptom)).toMatchObject(expected);
  });

  it('her poo black from the iron tablets is no blood', () => {
    const text = 'her poo is jet black from the iron tablets';
    expect(interrupts(text)).toBe(false);
  });

  it("a grandson's cough, the writer denying her own, is not hers: 個孫…我自己冇咳", () => {
    const text = '個孫呢幾日咳到成晚瞓唔到，我自己冇咳。';
    const reading = converse([text], { language: 'zh-HK' });
    expect(reading.state.findings.filter((f) => !f.negated).map((f) => f.symptom)).not.toContain(
      'cough',
    );
  });
});
