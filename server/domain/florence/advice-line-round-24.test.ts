// Round 24: an eighth author's check-ins (tests/vignettes/cases/*/round-24.json), measured unseen
// on the session's base and head before anything was changed for them; what they then showed.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, mentionIn } from './test-helpers';

const mention = mentionIn;

describe('round 24: what was said, read as said', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['tummy feels like its on fire and my poo looks like coffee grounds, really dark', 'en'],
    ['我阿媽化療緊，今朝屙咗啲好黑嘅嘢，好似瀝青咁', 'zh-HK'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('"no fever. actually wait I just checked, 38.1": the reading takes the denial back', () => {
    const conversation = converse(['Achy and tired, no fever. actually wait I just checked, 38.1']);
    expect(conversation.state.status).toBe('interrupted');
    expect(conversation.state.findings.find((f) => f.symptom === 'fever')?.negated).not.toBe(true);
  });

  it('blood in the phlegm "still there every time I cough" is ongoing bleeding', () => {
    const conversation = converse([
      'coughing up pinkish stuff, bit of blood in my phlegm since this morning',
      "not heavy, just pink streaks, but it's still there every time I cough",
    ]);
    expect(conversation.state.status).toBe('interrupted');
  });

  it.each<[string, SymptomKey, object]>([
    [
      'Runs started Monday, worse since yesterday, 6 times today when I normally go once a day',
      'diarrhoea',
      { negated: false, details: { episodes: 5 } },
    ],
    ["Mum's on dex so her appetite is huge, no problem there", 'appetite_loss', { negated: true }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('"…normally once no blood drinking plenty", unpunctuated, denies the blood', () => {
    const conversation = converse([
      'bowels gone loose since yesterday 5 times today normally once no blood drinking plenty',
    ]);
    expect(conversation.state.status).not.toBe('interrupted');
    expect(conversation.state.findings.find((f) => f.symptom === 'diarrhoea')?.bloodIn).not.toBe(
      true,
    );
  });

  it("口瘡返咗嚟，3分，食嘢會痛: eating hurts is the ulcers' soreness, a clause later", () => {
    expect(mention('1. 口瘡返咗嚟，3分，食嘢會痛 2. 嘔咗四次', 'pain')).toBeUndefined();
  });

  it('"1. sooooo tired 2. no appetite": the list\'s numbers rate nothing', () => {
    expect(
      mention('1. sooooo tired 2. no appetite', 'fatigue')?.details.bareNumbers,
    ).toBeUndefined();
  });

  it('"no, 37.0" to the fever question is no fever', () => {
    const conversation = converse(['been sick 7 times', 'no', 'no', 'no', 'no', 'no', 'no, 37.0']);
    expect(conversation.state.status).not.toBe('interrupted');
    expect(conversation.state.findings.find((f) => f.symptom === 'fever')).toMatchObject({
      negated: true,
    });
  });
});

// What session 20's note left: the blood question asked again after a denial said another way,
// and a question the writer asks herself and answers no.
describe('a denial said another way is an answer', () => {
  it.each([
    'dad had the runs 6 times since breakfast, normally once a day, he says no blood',
    'diarrhoea 5 times, no blood in my poo',
  ])('"%s": the blood question is not asked again', (text) => {
    const conversation = converse([text]);
    expect(conversation.state.findings.find((f) => f.symptom === 'diarrhoea')?.bloodIn).toBe(false);
    expect(conversation.replies.at(-1)?.text).not.toMatch(/blood in your stools/);
  });

  it.each<[string, SymptomKey]>([
    ['bowels going loose? no, all normal', 'diarrhoea'],
    ['any nausea? no', 'nausea'],
  ])('"%s" denies %s', (text, symptom) => {
    expect(mention(text, symptom)).toMatchObject({ negated: true });
  });

  it('"chest pain? no, just a bit tight": a symptom that could be red-level is asked about', () => {
    expect(mention('chest pain? no, just a bit tight', 'chest_pain')).toMatchObject({
      negated: false,
    });
  });
});

// What a review of round 24's rules found.
describe('round 24, review', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['poo not normal blood in it', 'en'],
    ["my poo isn't normal - there's blood in it", 'en'],
    ['vomited twice didnt keep water down blood in the sick', 'en'],
    ['vomited coffee grounds', 'en'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('"mouth ulcers, chest, painful": a pain named apart from the ulcers is asked about', () => {
    expect(mention('mouth ulcers, chest, painful', 'pain')).toMatchObject({ negated: false });
  });

  it.each([
    'stools not tarry',
    '屎唔係好似瀝青咁',
    'weight 100.0 today',
    'nosebleed stopped, the crust is still there when I blow',
  ])('"%s" gives no 999 instruction', (text) => {
    expect(
      converse([text], { language: /[a-z]/i.test(text) ? 'en' : 'zh-HK' }).state.status,
    ).not.toBe('interrupted');
  });

  it.each<[string, SymptomKey]>([['my nose constantly runs since chemo', 'diarrhoea']])(
    '"%s" is no %s',
    (text, symptom) => {
      expect(mention(text, symptom)).toBeUndefined();
    },
  );

  it('"appetite big drop since chemo" is a loss of appetite', () => {
    expect(mention('appetite big drop since chemo', 'appetite_loss')).toMatchObject({
      negated: false,
    });
  });

  it('"Vomited 1. Diarrhoea 2. Pain 8": counts, not a list', () => {
    expect(mention('Vomited 1. Diarrhoea 2. Pain 8', 'diarrhoea')?.details.bareNumbers).toEqual([
      2,
    ]);
  });
});

// What a fourth review, of the whole session's rules, found.
describe('fourth review', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['poo had blood in it this morning now no blood', 'en'],
    ['stools black like tar no red blood', 'en'],
    ['vomiting? no idea how many times, blood in it', 'en'],
    ['pain? no change still 9', 'en'],
    ["should I go to A&E with this tummy pain? no, I mean it's 9 out of 10", 'en'],
    ['breathless, sats 86% on 2 litres', 'en'],
    ['breathless, oxygen 92% yesterday, 86% today', 'en'],
    ['breathless, usual sats 94% today 87%', 'en'],
    ['nil relief from GTN for chest pain', 'en'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it.each([
    'if I get a fever what do I do? not at the moment, just rigoring a bit',
    'what do I do if I get a fever? just asking, feeling a bit poorly and flu-like tonight',
  ])('"%s": a fever with signs of it now is read', (text) => {
    expect(converse([text]).state.findings.map((f) => f.symptom)).toContain('fever');
  });

  it('"…he says no blood. I think it\'s dark like tar": the blood question is still asked', () => {
    const text = "diarrhoea 5 times, he says no blood. I think it's dark like tar";
    expect(converse([text]).replies.at(-1)?.text).toMatch(/blood/);
  });

  it('"vomiting 4 times, no blood in my poo" answers nothing about the vomit', () => {
    const findings = converse(['vomiting 4 times, no blood in my poo']).state.findings;
    expect(findings.find((f) => f.symptom === 'vomiting')?.bloodIn).toBeUndefined();
  });

  it.each(['chest pain: nil', 'CP nil', 'no chest pain other than with my reflux'])(
    '"%s" gives no 999 instruction',
    (text) => {
      expect(converse([text]).state.status).not.toBe('interrupted');
    },
  );
});

// What a fifth review, of the rules that deny or drop, found.
describe('fifth review: denials kept narrow', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['Chest pain - nil relief from GTN', 'en'],
    ['pain: nil improvement, 9/10 still', 'en'],
    ['has the 9/10 pain eased at all? no', 'en'],
    ['9分嘅痛有冇好轉？冇', 'zh-HK'],
    ["what should I do if I get pain? I'm ok just now, it was 10/10 overnight", 'en'],
    ['pain 9 L hip', 'en'],
    ['temp/pulse 38.9/88', 'en'],
    ['poo: no blood yesterday, this morning bright red in the pan', 'en'],
    ["weeing no blood? wrong, there's blood", 'en'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('"what if I get a fever, nothing now, last night it spiked": the fever is read', () => {
    const text = 'what if I get a fever, nothing now, last night it spiked';
    expect(converse([text]).state.findings.map((f) => f.symptom)).toContain('fever');
  });

  it('"CP x 2/7, 10/10": two days, not two a day', () => {
    expect(mention('CP x 2/7', 'chest_pain')?.details.episodes).toBeUndefined();
  });
});

// What a sixth review, of whole check-ins written as nurses, carers and patients write, found.
describe('sixth review: the words nurses and carers use', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['Review: Pain - nil. Bleeding - nil. Haematemesis x1 approx 50ml at 0900.', 'en'],
    ['Melaena x2 today, black tarry', 'en'],
    ['Pt reports haematuria since 2/7, frank, passing clots', 'en'],
    ["SOB nil. Pt reports can't complete sentences, using accessory muscles, RR 30.", 'en'],
    ['bleeding: nil. vomiting x4, last vomit dark brown granular.', 'en'],
    ['Threw up twice no blood just brown bits like coffee grounds', 'en'],
    ['vomiting 8 times, the last two times it looked like coffee grounds', 'en'],
    ['my poo is black and sticky like tar', 'en'],
    ["His urine's like rosé wine today no blood clots though and no pain", 'en'],
    ['Bleeding - nil. Catheter draining frank blood with clots since 1200.', 'en'],
    [
      'CP: nil. Pt describes tight band across chest on exertion and at rest since 0400, 6/10.',
      'en',
    ],
    ['My chest feels heavy, tightness in my chest since 4', 'en'],
    ['佢成晚捽住個心口，話心口好翳', 'zh-HK'],
    [
      "My husband has been shivery and feverish all night, I can't sleep for worrying. I'm fine myself, no fever.",
      'en',
    ],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it.each([
    'Mum feels hot and clammy, her pulse is 115, she is on chemo.',
    'Felt boiling hot at 0200 and my teeth were chattering',
  ])('"%s" is a fever to ask about', (text) => {
    expect(converse([text]).state.findings.map((f) => f.symptom)).toContain('fever');
  });

  it('"vomit not like coffee grounds, just yellow" is no blood', () => {
    expect(converse(['vomit not like coffee grounds, just yellow']).state.status).not.toBe(
      'interrupted',
    );
  });
});

// What a seventh review, of that vocabulary, found: words that named other things.
describe('seventh review: the new words only where they mean it', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ["vomited twice, it wasn't like coffee grounds, just yellow bile", 'en'],
    ['been sick once, I put the coffee grounds in the garden', 'en'],
    ['Itchy granular rash on my arms', 'en'],
    ['vomited after drinking black coffee', 'en'],
    ['poo was black after the iron tablets, GP knows', 'en'],
    ['tight band across my forehead, headache', 'en'],
    ['heavy chest of drawers fell on my foot', 'en'],
    ['holding her chest because of the cough', 'en'],
    ["mum has dementia, she can't complete sentences any more", 'en'],
    ['catheter free of blood since Tuesday', 'en'],
    ['Frank blood test tomorrow', 'en'],
    ['nil melaena, nil haematemesis', 'en'],
    ["I didn't know where he was, he'd gone to the shop", 'en'],
    ['嘔咗兩次，冇咖啡渣', 'zh-HK'],
  ])('"%s" gives no 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).not.toBe('interrupted');
  });

  it.each<[string, 'en' | 'zh-HK']>([
    ['she vomited what looked like coffee grounds', 'en'],
    ['vomit dark brown granular x1', 'en'],
    ['嘔咗啲好似咖啡渣嘅嘢', 'zh-HK'],
    ["my chest feels heavy and I'm sweaty", 'en'],
    ['dad clutching his chest and sweaty', 'en'],
    ["dad's talking gibberish since this morning", 'en'],
    ['passing frank blood from back passage', 'en'],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });
});
