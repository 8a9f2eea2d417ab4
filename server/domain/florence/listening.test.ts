// What a patient says is heard once and kept: scales of the question asked, fevers
// without a reading, normality, answers that stay unclear, and bad input. The same facts
// give the same grades in English and Cantonese.
import { describe, expect, it } from 'vitest';
import { evaluateFinding, type SymptomKey } from '../triage';
import { questionKey } from './next-question';
import { assessAtFinish, converse, interviewContext, lastReply } from './test-helpers';

const zh = { language: 'zh-HK' } as const;
const offTreatment = { treatmentStatus: 'in_remission' } as const;

function gradeOf(messages: string[], symptom: SymptomKey, overrides = {}) {
  const { state } = converse(messages, overrides);
  const finding = state.findings.find((f) => f.symptom === symptom);
  return finding
    ? evaluateFinding(finding, { ...interviewContext(overrides), endedEarly: false }).grade
    : undefined;
}

describe('ratings on the scale of the question asked', () => {
  it.each<[string, string[], SymptomKey, number, object?]>([
    ['4分 to a 1-5 question is 4 of 5', ['我好攰', '4分'], 'fatigue', 3, zh],
    ['4 out of 5 in English', ['I am tired', '4 out of 5'], 'fatigue', 3],
    ['7分 to the 0-10 pain question', ['頭赤', '7分'], 'pain', 3, zh],
    ['7/10 to a 1-5 question is 7 of 10', ['I am tired', '7/10'], 'fatigue', 3],
    ['a bare 7 can only be out of ten', ['I am tired', '7'], 'fatigue', 3],
    ['3分 is 3 of 5', ['有啲咳', '3分'], 'cough', 2, zh],
  ])('%s', (_case, messages, symptom, grade, overrides = {}) =>
    expect(gradeOf(messages, symptom, overrides)).toBe(grade),
  );

  it('a frequency given for how often is a frequency: moderate nausea, 5 of 5 how often, is grade 3', () => {
    expect(
      gradeOf(['I feel sick', 'moderate', '5 out of 5 for how often'], 'nausea', offTreatment),
    ).toBe(3);
  });

  it('a patient’s own word is kept, a number in the same answer wins over it', () => {
    const moderate = converse(['moderate nausea'], offTreatment).state.findings[0];
    expect(moderate).toMatchObject({
      symptom: 'nausea',
      severity: { kind: 'text', text: 'moderate' },
    });
    expect(gradeOf(['my back hurts', 'really bad, 8/10'], 'pain', offTreatment)).toBe(3);
  });
});

describe('a fever without a reading', () => {
  it('on treatment: red, with the 999 instruction, in either language', () => {
    for (const [messages, overrides] of [
      [['I have a fever', "I don't have a thermometer"], {}],
      [['發燒', '冇探'], zh],
    ] as const) {
      const conversation = converse([...messages], overrides);
      expect(conversation.events.at(-1)).toMatchObject([{ type: 'red_finding' }]);
      expect(lastReply(conversation).text).toContain('999');
      const assessment = assessAtFinish(conversation.state);
      expect(assessment.fired_rules.map((rule) => rule.id)).toContain(
        'fever.on_treatment.no_reading',
      );
      expect(assessment.alert_rationale).toMatch(/no temperature reading|未能提供體溫讀數/);
    }
  });

  it('off treatment: amber', () => {
    const conversation = converse(
      ['I have a fever', "haven't measured it", 'no', 'no', 'no', 'no', 'no', 'no'],
      offTreatment,
    );
    expect(assessAtFinish(conversation.state).alert_level).toBe('YELLOW');
  });

  it('a check-in ended before the reading was asked still counts the fever as unmeasured', () => {
    const conversation = converse(['I have a fever and a cough'], offTreatment);
    expect(assessAtFinish(conversation.state).fired_rules.map((rule) => rule.id)).toContain(
      'fever.off_treatment.no_reading',
    );
  });
});

describe('words of normality are grade 0', () => {
  it.each([['normal'], ['正常'], ['冇問題'], ['同平時一樣'], ['as usual']])(
    '"%s" to a screening question is a no',
    (answer) => {
      const conversation = converse(['fine', answer]);
      expect(conversation.state.findings[0]).toEqual({ symptom: 'fatigue', negated: true });
    },
  );

  it('"normal" to how bad, and to "able to keep fluids down?" gives the healthy answer', () => {
    expect(gradeOf(['my appetite is poor', 'normal'], 'appetite_loss')).toBe(0);
    const fluids = converse(['I vomited twice', 'normal']).state.findings[0];
    expect(fluids).toMatchObject({ symptom: 'vomiting', unableToKeepFluids: false });
  });
});

describe('Florence listens', () => {
  it.each([['Hi, I am not feeling great today'], ['唔係幾好'], ['so-so'], ["I don't feel good"]])(
    '"%s" is heard as not well',
    (opening) => {
      const reply = converse([opening], /[\u4e00-\u9fff]/.test(opening) ? zh : {}).replies[1]!;
      expect(reply.preface).toMatch(/sorry|辛苦你/);
    },
  );

  it('never asks a question a third time, and a shared question once for nausea and vomiting', () => {
    const conversation = converse([
      'I feel sick and I threw up 3 times',
      'yes I can drink',
      '4',
      'often',
      'no',
      'no',
      'no',
      'no',
      'no',
      'no',
    ]);
    const asked = conversation.replies.map((reply) => questionKey(reply.awaiting));
    expect(asked.filter((key) => key.endsWith('keeps_fluids'))).toHaveLength(1);
    const counts = new Map<string, number>();
    for (const key of asked) counts.set(key, (counts.get(key) ?? 0) + 1);
    expect(
      Math.max(...[...counts].filter(([key]) => key !== 'done').map(([, n]) => n)),
    ).toBeLessThanOrEqual(2);
  });

  it('an unclear answer about a possibly red-level symptom, twice: a caution alert and what to do', () => {
    const conversation = converse(['I am short of breath', '🤷', 'hmm ???'], offTreatment);
    expect(conversation.events.at(-1)).toMatchObject([
      { type: 'unclear_possibly_red', importance: 'caution' },
    ]);
    expect(lastReply(conversation).preface).toMatch(/care team.*999/);
    const assessment = assessAtFinish(conversation.state);
    expect(assessment.alert_level).toBe('YELLOW');
    expect(assessment.confidence_level).toBe('low');
  });

  it('a level already recorded is never lowered by a later, milder answer or a denial', () => {
    const conversation = converse([
      'my back pain is 8/10',
      'actually more like 3/10',
      'no pain now',
    ]);
    expect(
      gradeOf(['my back pain is 8/10', 'actually more like 3/10', 'no pain now'], 'pain'),
    ).toBe(3);
    expect(conversation.state.alerted.grade3).toEqual(['pain']);
    const bleeding = converse(['my nose is bleeding heavily', 'not heavy now']);
    expect(assessAtFinish(bleeding.state).alert_level).toBe('RED');
  });
});

describe('bad input', () => {
  const BAD = [
    '😀😀😀',
    '?!?!...',
    '。。。',
    'x'.repeat(1999),
    '我發燒 I have 肚痛 🙃 about 6/10 '.repeat(3),
    'I have a cough I have a cough I have a cough',
    '\u200b\u200b',
    'ｓｏｍｅ ｆｕｌｌ－ｗｉｄｔｈ ｔｅｘｔ',
  ];

  it.each(BAD.map((text) => [text.slice(0, 30), text]))(
    '"%s…" gets a clear prompt, keeps the state, never crashes',
    (_label, text) => {
      for (const overrides of [{}, zh]) {
        const before = converse(['I have a fever of 38.5'], offTreatment);
        const after = converse(['I have a fever of 38.5', text], { ...offTreatment, ...overrides });
        expect(lastReply(after).text.length).toBeGreaterThan(0);
        expect(after.state.findings.find((f) => f.symptom === 'fever')?.temperatureC).toBe(38.5);
        expect(assessAtFinish(after.state).alert_level).not.toBe('GREEN');
        expect(before.state.findings.length).toBeLessThanOrEqual(after.state.findings.length);
      }
    },
  );

  it('emoji or punctuation alone are asked again with a word on the form needed', () => {
    const reply = lastReply(converse(['發燒', '🤒🤒'], zh));
    expect(reply.text).toContain('例如 37.8 度');
  });
});

describe('the same facts give the same grades in both languages', () => {
  it.each<[string, string[], string[], SymptomKey]>([
    ['fatigue 4 of 5', ['I am tired', '4 out of 5'], ['好攰', '4分'], 'fatigue'],
    ['moderate nausea', ['moderate nausea', 'sometimes'], ['中度嘔心', '間中'], 'nausea'],
    ['pain 7 of 10', ['headache', '7/10'], ['頭赤', '十分之七'], 'pain'],
    ['vomiting 5 times', ['I vomited five times'], ['嘔咗五次'], 'vomiting'],
    ['diarrhoea 7 times', ['diarrhoea, 7 times today'], ['屙咗七次'], 'diarrhoea'],
    ['fever 37.8 off treatment', ['fever 37.8'], ['發燒三十七點八度'], 'fever'],
  ])('%s', (_case, english, chinese, symptom) => {
    const en = gradeOf(english, symptom, offTreatment);
    expect(en).not.toBeUndefined();
    expect(gradeOf(chinese, symptom, { ...offTreatment, ...zh })).toBe(en);
  });
});

describe('what patients write, read the safe way (a review’s findings, kept as tests)', () => {
  const zhRem = { ...zh, ...offTreatment };
  it.each<[string[], object, string]>([
    [['I feel sick', '3, but the pain is unbearable'], {}, 'RED'],
    [['好攰', '4分，仲有好痛，痛到頂唔順'], zh, 'RED'],
    [['temp was 36.9 earlier, 38.7 now'], {}, 'RED'],
    [['我今朝探熱三十六度九，頭先再探三十八度七'], zh, 'RED'],
    [['I have a fever', 'this morning 37.2, now 38.6'], {}, 'RED'],
    [['I have pain', 'it started at 3am, about a 9'], {}, 'RED'],
    [["I'm breathless", "I can only do 1 flight, it's a 4"], {}, 'RED'],
    [['我有啲痛', '由 3/10 開始，而家九分'], zh, 'RED'],
    [['I have a fever', "I took 2 paracetamol, it's 38.5 now"], offTreatment, 'ORANGE'],
    [['I get breathless', 'the inhaler is not helping, I am gasping just sitting here'], {}, 'RED'],
    [['氣促', '食藥都冇用，坐喺度都好辛苦'], zh, 'RED'],
    [['I have a nosebleed', 'ice is not working, it keeps coming'], {}, 'RED'],
    [['尿係紅色', '3'], zh, 'RED'],
    [['大便黑色'], zh, 'RED'],
    [['peeing blood'], {}, 'RED'],
    [['I cannot keep anything down', 'no'], {}, 'ORANGE'],
    [['fine', 'no', 'no', 'no', 'no', 'no', 'not sure', 'I have not measured it'], {}, 'YELLOW'],
    [['I have a nosebleed', 'no change'], {}, 'YELLOW'],
    [['今日外面三十四度，好熱'], zh, 'GREEN'],
    [
      ['I am fine, it is freezing outside though', 'no', 'no', 'no', 'no', 'no', 'no', 'no'],
      {},
      'GREEN',
    ],
    [
      ['Feeling ok, the flat is a bit warm today', 'no', 'no', 'no', 'no', 'no', 'no', 'no'],
      {},
      'GREEN',
    ],
    [['I get breathless', 'only when I am working in the garden', '2'], {}, 'YELLOW'],
    [['I have a nosebleed', 'pinching my nose helps'], {}, 'YELLOW'],
    [['屋企好亂，我冇事'], zh, 'GREEN'],
    [['屙咗三次，大便冇血', '冇'], zhRem, 'GREEN'],
    [['嘔咗兩次，順便問下驗血報告', '飲到'], zhRem, 'GREEN'],
    [['I was sick after my blood transfusion', 'yes'], offTreatment, 'GREEN'],
    [['My daughter visited today, we had lunch', '5 - very good!'], {}, 'GREEN'],
    [['我今日去咗飲茶', '5分，好開心'], zh, 'GREEN'],
  ])('%j', (messages, overrides, level) => {
    expect(assessAtFinish(converse(messages, overrides).state).alert_level).toBe(level);
  });
});
