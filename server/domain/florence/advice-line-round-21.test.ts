// Round 21: a fifth author's check-ins (tests/vignettes/*/round-21.json): British idioms,
// dictation with fillers, carers quoting the patient, details in a clause with a denial, and
// a usual amount said in a clause of its own.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse, mentionIn, symptomsIn } from './test-helpers';
import { understandMessage } from './understand';

const mention = mentionIn;
const symptoms = symptomsIn;

describe('round 21: what was said, read as said', () => {
  it.each<[string, SymptomKey, object]>([
    [
      "there's been a bit of blood when I spend a penny, since yesterday",
      'bleeding',
      { negated: false, details: { flags: { bloodIn: true } } },
    ],
    ['only a bit bunged up, went yesterday tho', 'constipation', { negated: false }],
    ['五日冇去大號，個肚脹脹地', 'constipation', { negated: false }],
    ["the pain's not been too bad", 'pain', { details: { severity: { text: 'mild' } } }],
    [
      "um the pain's not been bad at all no pain really and er no sickness",
      'pain',
      { negated: true },
    ],
    [
      "since this morning I've had diary like four times more than I normally go um no blood or anything",
      'diarrhoea',
      { details: { episodes: 4, duration: 'since this morning' } },
    ],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('"blood when I spend a penny" gives the 999 instruction', () => {
    expect(converse(['a bit of blood when I spend a penny']).state.status).toBe('interrupted');
  });

  it('少少 after a verb is how much was done: 做少少家務都要坐低唞 leaves the tiredness to be rated', () => {
    expect(
      mention('呢個禮拜都好攰，做少少家務都要坐低唞', 'fatigue')?.details.severity,
    ).toBeUndefined();
    expect(mention('少少攰', 'fatigue')?.details.severity).toMatchObject({ text: '少少' });
  });

  it.each([
    '口入面生咗好多飛滋，食嘢好痛',
    '口瘡好痛',
    '生咗痱滋好痛',
    'mouth ulcers again, eating hurts',
  ])('"%s": the soreness is the ulcers\' own, no pain of its own', (text) => {
    expect(symptoms(text)).toEqual(['mouth_sores']);
  });
});

describe('round 21: a usual amount in a clause of its own', () => {
  it.each([
    ['今日屙咗七次水，平時一日一次', 6],
    ['had the runs 6 times today, normally once', 5],
    ['屙咗七次，平時一日都冇一次', 7],
    ['had diary 5x today, usually less than once a day', 5],
  ])('"%s": %i above usual', (text, episodes) => {
    expect(mention(text, 'diarrhoea')?.details.episodes).toBe(episodes);
  });
});

describe('round 21: a carer quoting the patient', () => {
  it('婆婆話全部都冇 answers the red-flag screen: every sign denied', () => {
    const conversation = converse(
      ['姐姐幫婆婆打：婆婆今日精神好好，冇痛冇嘔', '冇', '冇', '冇', '婆婆話全部都冇'],
      { language: 'zh-HK', treatmentStatus: 'in_remission' },
    );
    const denied = conversation.state.findings.filter((finding) => finding.negated);
    expect(denied.map((finding) => finding.symptom)).toEqual(
      expect.arrayContaining(['fever', 'shortness_of_breath', 'chest_pain', 'bleeding']),
    );
    expect(conversation.state.findings.filter((finding) => !finding.negated)).toEqual([]);
  });
});

describe('round 21, held-out: what it found once looked at', () => {
  it.each<[string, SymptomKey, object]>([
    [
      'my mum hasnt opened her bowels for 4 days now, bit bloated',
      'constipation',
      { negated: false },
    ],
    ['今日OK，冇咩特別。前年做電療嗰陣成日流鼻血，而家好返晒', 'bleeding', { negated: true }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('"bit bloated" in a clause of its own rates no constipation', () => {
    const text = 'constipated for 4 days now, bit bloated';
    expect(mention(text, 'constipation')?.details.severity).toBeUndefined();
    expect(mention('pain in my back, really bad', 'pain')?.details.severity).toMatchObject({
      text: 'severe',
    });
  });

  it("skin round the PICC line gone red is a skin problem, and the line's redness is kept too", () => {
    expect(symptoms('skin round my picc line gone red n itchy under the dressing')).toEqual([
      'skin',
      'other',
    ]);
    expect(symptoms('my picc line has gone red')).toEqual(['other']);
  });

  it.each(['冇發燒冇嘔，不過有少少咳，喉嚨痕痕哋', 'a bit of a cough and an itchy throat'])(
    '"%s": an itchy throat is no skin problem',
    (text) => {
      expect(symptoms(text)).not.toContain('skin');
    },
  );

  it('"mouth ulcers back since wed": back is no place', () => {
    expect(
      mention('mouth ulcers back since wed, v sore', 'mouth_sores')?.details.location,
    ).toBeUndefined();
  });

  it.each([
    "I'm alright thanks. Hubby's got a stinking cold, coughing all night and running a temp. " +
      "I've not caught it, no cough and no temperature myself, 36.5 this morning.",
    '我老爺呢幾日肚痾同發燒，睇咗醫生話係腸胃炎。我自己OK，冇肚痾，冇發燒，探過熱36.6',
  ])('"%s": the relative\'s illness, denied by the patient for herself, is not hers', (text) => {
    const reading = understandMessage(text, { writerIsPatient: true });
    // a normal reading (36.5) is a neutral mention, no finding
    expect(reading.mentions.filter((m) => !m.negated && !m.neutral)).toEqual([]);
  });
});
