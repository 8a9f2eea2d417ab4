// Round 27: an eleventh author's check-ins (tests/vignettes/cases/*/round-27.json), measured
// unseen on the session's base before anything was changed for them; what they then showed: a
// red symptom named on the screen after it was left off the list, bleeding "still there each time
// I go", a denial corrected ("well actually"), a usual amount after a bare count, soreness of
// healing ulcers, and a fever asked about ahead in Chinese, with its question in the next clause.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import {
  answerUntilDone,
  answerUntilSafetyCheck,
  interrupts,
  continueWith,
  converse,
  languageOf,
  lastReply,
  mentionIn,
} from './test-helpers';

describe('round 27: what was said, read as said', () => {
  it('the chest named on the screen, after "not pain" earlier, is chest pain: the 999 instruction', () => {
    const started = converse(['今日都OK嘅。化療上個禮拜四打咗。胸口冇痛。'], { language: 'zh-HK' });
    const conversation = answerUntilSafetyCheck(started, '冇');
    expect(lastReply(conversation).text).toMatch(/安全檢查/);
    const answered = continueWith(conversation, ['心口，壓住嗰種感覺']);
    expect(answered.state.status).toBe('interrupted');
  });

  it('bleeding already told, named again on the screen, answers it (not asked again)', () => {
    // (not blood in the urine: that is the 999 instruction at once, and no screen is asked)
    const text = 'my gums bled a bit this morning, not heavy, it has stopped now';
    const conversation = answerUntilSafetyCheck(converse([text]), 'no');
    expect(lastReply(conversation).text).toMatch(/safety check/);
    const answered = continueWith(conversation, ['bleeding, from my gums']);
    expect(lastReply(answered).text).not.toMatch(/didn't quite catch/);
  });

  it.each([
    ['still there each time I go, not pouring', 'en'],
    ['仲未止，紙巾仲有血', 'zh-HK'],
  ] as const)('"%s" answers "still going on?" yes', (answer, language) => {
    const opening = language === 'en' ? 'my gums are bleeding' : '牙肉流血';
    const conversation = continueWith(converse([opening], { language }), [answer]);
    expect(conversation.state.findings.find((f) => f.symptom === 'bleeding')?.ongoing).toBe(true);
  });

  it.each<[string, object]>([
    ['no diarrhea well actually ok five or six loose ones today', { negated: false }],
    ['Bowels slightly looser the last two days', { negated: false }],
    ['stools a touch runnier than usual', { negated: false }],
  ])('"%s": diarrhoea %o', (text, expected) => {
    expect(mentionIn(text, 'diarrhoea')).toMatchObject(expected);
  });

  it('a bare count before the usual amount is the count above it: "six today normally once"', () => {
    const conversation = converse(['diarrhoea again']);
    expect(lastReply(conversation).text).toMatch(/how many more times/);
    const answered = continueWith(conversation, ['six today normally once']);
    expect(answered.state.findings.find((f) => f.symptom === 'diarrhoea')?.episodesPer24h).toBe(5);
  });

  it('healing ulcers "much better, but still sore when I eat" are the ulcers, not a pain', () => {
    const text =
      'Mouth ulcers are healing, much better than last week, but still sore when I eat, 3 out of 5.';
    expect(mentionIn(text, 'pain')).toBeUndefined();
  });

  it('如果今晚發燒，應該去邊間急症室？而家冇事: a fever asked about ahead, none now', () => {
    const text = '想問下如果今晚發燒，應該去邊間急症室？而家冇事，頭先探36度8。';
    const reply = lastReply(converse([text], { language: languageOf(text) })).text;
    expect(reply).not.toMatch(/發冷|探熱/);
    expect(
      answerUntilDone(converse([text], { language: 'zh-HK' }), '冇').state.findings,
    ).not.toContainEqual(expect.objectContaining({ symptom: 'fever', negated: false }));
  });
});

describe('round 27: a story of long ago, told on', () => {
  it('"two years ago … in hospital with pneumonia and very short of breath, but fully recovered" is history', () => {
    const text =
      'Walking 5k most days. For the record, two years ago during chemo I was in hospital with ' +
      "pneumonia and very short of breath, but I've fully recovered. Nothing to report today.";
    expect(mentionIn(text, 'shortness_of_breath')?.negated).toBe(true);
  });

  it.each([
    "two years ago I had chest pain and now I'm short of breath, fully recovered from the chest pain though",
    'two years ago I was in hospital with a clot and chest pain, fully recovered, but getting breathless again this week',
  ])('"%s": today\'s breathlessness stays', (text) => {
    expect(mentionIn(text, 'shortness_of_breath')?.negated).toBe(false);
  });
});

describe('round 27, held out and then mended', () => {
  it.each<[string, SymptomKey, object]>([
    [
      "My lower back's been giving me grief for a week, about a 7 out of 10",
      'pain',
      { negated: false },
    ],
    ['Legs fine, no numbness, waterworks fine.', 'urinary', { negated: true }],
    ['trouble with my waterworks, stinging', 'urinary', { negated: false }],
    ['今日 loose 咗六次，平時一日一次，冇血', 'diarrhoea', { negated: false }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mentionIn(text, symptom)).toMatchObject(expected);
  });

  it('"she got confused about her appointment time" is no confusion', () => {
    const text =
      'Hi, typing for Mum. She got confused about her appointment time and turned up a day early';
    expect(mentionIn(text, 'confusion')).toBeUndefined();
    expect(interrupts(text)).toBe(false);
  });
});

describe('code-switched red findings (this session’s own probes)', () => {
  it.each([
    '阿媽話 chest 好 tight',
    '個 chest 有啲痛',
    '佢 breathless 到講唔到嘢',
    '佢喘到講唔到嘢',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text, 'zh-HK')).toBe(true);
  });

  it('"chest x-ray 正常" is no chest pain', () => {
    expect(converse(['chest x-ray 正常'], { language: 'zh-HK' }).state.status).not.toBe(
      'interrupted',
    );
  });
});

// The review's inputs (old 792ecc7 against new) that the first version of these rules got wrong.
describe('round 27 rules, held to what the review found', () => {
  it.each([
    'two years ago I had a heart attack with crushing chest pain, fully recovered, had the same crushing pain on Saturday',
    'Had chest pain with a clot 2 years ago, fully recovered. Had a similar pain a couple of days ago',
    'A year ago I was in hospital with chest pain, fully recovered, had a bit of it at the weekend',
  ])('a return told after "fully recovered" is today\'s: "%s"', (text) => {
    expect(mentionIn(text, 'chest_pain')?.negated).toBe(false);
  });

  it.each([
    'Mum keeps getting confused about the time, thinks its morning when its the middle of the night',
    "Dad's confused about the date and what year it is, not like him",
  ])('confusion about the time of day or the date is confusion: "%s"', (text) => {
    expect(mentionIn(text, 'confusion')?.negated).toBe(false);
  });

  it.each([
    "she's a bit confused about the time of her blood test",
    'Confused about the dates on my letter, says 12th but the app says 14th',
  ])('confusion about the time of something booked is not: "%s"', (text) => {
    expect(mentionIn(text, 'confusion')).toBeUndefined();
  });

  it.each([
    ['chest fine', 'en'],
    ['chest is good, breathing good', 'en'],
    ['心口OK', 'zh-HK'],
  ] as const)(
    '"%s" on the safety check, after chest pain was denied, is no chest pain',
    (answer, language) => {
      const opening = converse([language === 'en' ? 'no chest pain' : '胸口冇痛'], { language });
      const conversation = answerUntilSafetyCheck(opening, language === 'en' ? 'no' : '冇');
      expect(continueWith(conversation, [answer]).state.status).not.toBe('interrupted');
    },
  );

  it.each([
    ['牙肉流血', '止咗，不過咳仲未止'],
    ['nosebleed this morning', 'stopped, but my headache is still there each time I stand up'],
  ])('"%s" then "%s": the bleeding is not going on', (opening, answer) => {
    const conversation = continueWith(converse([opening], { language: languageOf(opening) }), [
      answer,
    ]);
    expect(conversation.state.findings.find((f) => f.symptom === 'bleeding')?.ongoing).not.toBe(
      true,
    );
  });

  it.each(['個 plaster loose 咗，有少少血', '條線 loose 咗，有啲血滲出嚟'])(
    '"%s" is no diarrhoea',
    (text) => {
      expect(mentionIn(text, 'diarrhoea')).toBeUndefined();
    },
  );

  it('"8 today normally once or twice" is 7 above usual (the lower usual)', () => {
    const conversation = continueWith(converse(['diarrhoea again']), [
      '8 today normally once or twice',
    ]);
    expect(conversation.state.findings.find((f) => f.symptom === 'diarrhoea')?.episodesPer24h).toBe(
      7,
    );
  });
});

// Read wrong by both the old and the first new version in the review: now read.
describe('red findings the review found missed before and after', () => {
  it.each([
    "I'm fine. Come to think of it, Dad said I was talking rubbish last night",
    "She's mixed up the days and nights since yesterday, up all night talking to people who aren't there",
    "He's got the days mixed up and keeps asking what year it is",
    'bowels black and tarry',
    'some blood in my water since yesterday, not heavy, it has stopped now',
    'no blood in my poo, scratch that, there was some this morning',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it.each([
    'no blood in my poo, actually there was none',
    "no chest pain, actually yes I'm fine",
    'i had a drink from my water bottle, no blood in the water',
    'my poo black as night from the iron tablets',
  ])('"%s" does not', (text) => {
    expect(interrupts(text)).toBe(false);
  });
});
