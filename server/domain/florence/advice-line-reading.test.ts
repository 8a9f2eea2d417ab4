// How patients and carers really write to an advice line (issue 23), read the way the
// rulebook means it: the modifier tables (relief by rest, the usual amount, a named scale,
// the unchanged state, Chinese negation fillers) and the speaker, in both languages.
import { describe, expect, it } from 'vitest';
import { assessTriage, evaluateFinding, type SymptomKey } from '../triage';
import { withoutReportedSpeech, writtenByCarer } from './speaker';
import {
  assessAtFinish,
  continueWith,
  converse,
  interviewContext,
  lastReply,
} from './test-helpers';
import { understandMessage } from './understand';
import { finishInterview } from './interview';

const zh = { language: 'zh-HK' } as const;
const offTreatment = { treatmentStatus: 'in_remission' } as const;

const mention = (text: string, symptom: SymptomKey) =>
  understandMessage(text).mentions.find((m) => m.symptom === symptom);

/** Whether the message, or any symptom in it, is read as fluids not kept down. */
function readsFluidsNotKeptDown(text: string): boolean {
  const reading = understandMessage(text);
  const flags = [reading.details.flags, ...reading.mentions.map((m) => m.details.flags)];
  return flags.some((f) => f?.unableToKeepFluids === true);
}

describe('relief by rest is breathlessness on exertion only, never at rest', () => {
  it.each([
    'puffed walking to the loo since monday, ok once i sit down',
    "she's more breathless going up the stairs, has to stop halfway, fine sitting down",
    'SOB walking uphill, settles when I rest',
    '行兩步就喘，坐低就冇事',
    '佢行樓梯會氣喘，要停一停，坐低就冇事',
    '上斜會氣促，唞吓就好返',
  ])('%s', (text) => {
    expect(mention(text, 'shortness_of_breath')?.details.flags).toMatchObject({
      atRest: false,
      onExertion: true,
    });
  });

  it.each([
    "can't finish a sentence without stopping, even sitting watching TV",
    '講一句嘢都要停低唞氣，瞓喺床都係咁',
    'breathless even sitting still',
  ])('but "%s" is at rest', (text) => {
    expect(mention(text, 'shortness_of_breath')?.details.flags?.atRest).toBe(true);
  });
});

describe('a denial binds to the symptom next to it', () => {
  it.each<[string, SymptomKey, SymptomKey]>([
    ['it stings when I pass urine. No blood that I can see', 'urinary', 'bleeding'],
    ['小便有少少刺痛，冇見到有血', 'urinary', 'bleeding'],
    ['有少少攰，冇fever', 'fatigue', 'fever'],
    ['not breathless, just tired', 'fatigue', 'shortness_of_breath'],
  ])('"%s": %s stays, %s is denied', (text, kept, denied) => {
    expect(mention(text, kept)?.negated).toBe(false);
    expect(mention(text, denied)?.negated).toBe(true);
  });

  it('"no temp but I\'m shivery" keeps the shivering', () => {
    expect(mention("no temp but I'm shivery", 'fever')?.details.flags?.rigors).toBe(true);
  });

  it('a denied shiver does not deny the reading beside it', () => {
    expect(mention('felt a bit hot so i checked, 37.7, no shivers', 'fever')).toMatchObject({
      negated: false,
      details: { temperatureC: 37.7, flags: { rigors: false } },
    });
  });
});

describe('numbers bound to what they measure', () => {
  it.each<[string, object]>([
    ['if I had to score it 1 to 5, a 3', { kind: 'chat_scale', value: 3 }],
    ["on a scale of 0 to 10 I'd say 6", { kind: 'ten_point', value: 6 }],
    ['由一至十分，大概六分', { kind: 'ten_point', value: 6 }],
  ])('"%s" is one rating on the named scale', (text, severity) => {
    expect(understandMessage(text).details.severity).toEqual(severity);
  });

  it('a decimal in the body’s range is a temperature, never a rating', () => {
    const cough = mention('cough for 5 days, moderate. No temperature, I checked, 37.1', 'cough');
    expect(cough?.details.bareNumbers).toBeUndefined();
    expect(mention('cough, moderate, 37.1', 'fever')?.details.temperatureC).toBe(37.1);
  });

  it('a count said with the usual amount is the count above usual', () => {
    const text = "she's been going about eight or nine times today, she's normally once a day";
    expect(mention(`diarrhoea ${text.replace(',', '')}`, 'diarrhoea')?.details.episodes).toBe(8);
  });

  it('"eight or nine" answers a count with both', () => {
    expect(understandMessage('eight or nine').details.bareNumbers).toEqual([8, 9]);
  });

  it('"been like this since chemo" is how long, not how often', () => {
    expect(mention('手指腳趾有少少痺，化療之後一直都係咁', 'numbness_tingling')).toBeDefined();
    expect(understandMessage('化療之後一直都係咁').details.frequency).toBeUndefined();
  });
});

describe('what carers write', () => {
  it.each([
    'Writing for my mum, she is very sleepy today and hard to wake',
    'My husband has had a cough for 5 days',
    "Ma'am has a fever since morning",
    '我阿媽今日好亂，唔知今日星期幾',
    '我係佢個女，佢今朝抽筋',
    '我老公琴晚發燒',
    "Mum says she's had the runs 6 times since this morning",
    '我阿媽今日好攰，佢話冇胃口',
  ])('"%s" is written by a carer', (text) => expect(writtenByCarer(text)).toBe(true));

  it.each([
    'I feel fine',
    'my back hurts',
    '我今日好攰',
    '屋企好亂，我冇事',
    'All fine here, my husband has been taking me out for short walks. My gums bled a little this morning',
    'my daughter came on Sunday with the little ones. I did get a pain in my chest yesterday',
    '我老公陪我去覆診，今日有啲頭痛',
  ])('"%s" is the patient', (text) => expect(writtenByCarer(text)).toBe(false));

  it.each([
    ['she says none of these', 'none of these'],
    ['佢話全部都冇', '全部都冇'],
    ['Mum said no', 'no'],
  ])('"%s" is read as "%s"', (text, answer) => expect(withoutReportedSpeech(text)).toBe(answer));

  it('a daughter writing that her mother is muddled and does not know the day: red, reported by a carer', () => {
    const conversation = converse(['我係佢個女，我阿媽今日好亂，唔知今日星期幾'], zh);
    expect(lastReply(conversation).kind).toBe('safety');
    expect(lastReply(conversation).text).toContain('多謝你代佢話我知');
    const finished = finishInterview(conversation.state);
    const assessment = assessTriage(finished.findings, finished.context);
    expect(assessment.alert_level).toBe('RED');
    expect(assessment.alert_rationale).toContain('由家人或照顧者代為報告');
    expect(assessment.structured_assessment.reported_by).toBe('carer');
  });

  it('the summary says it was reported by a family member or carer', () => {
    const conversation = converse(["my dad's been a bit tired", 'stop']);
    expect(lastReply(conversation).text).toContain('Reported by a family member or carer.');
  });

  it('the patient writing for themself is not marked', () => {
    const finished = finishInterview(converse(['I have a cough', 'stop']).state);
    expect(finished.context.reportedBy).toBeUndefined();
  });
});

describe('symptoms that stopped are still findings', () => {
  it.each<[string, string[], object, string]>([
    ['a fit that is over', ['my husband had a fit this morning, it is over now'], {}, 'RED'],
    [
      '38.3 last night, normal after paracetamol',
      ['had 38.3 last night, normal now after paracetamol'],
      {},
      'RED',
    ],
    [
      'gums that bled and stopped',
      ['my gums bled this morning but it stopped'],
      offTreatment,
      'YELLOW',
    ],
    [
      'a nosebleed still going after an hour',
      ['nosebleed still going after an hour'],
      offTreatment,
      'RED',
    ],
    ['琴晚三十八度三，食咗必理痛正常返', ['琴晚三十八度三，食咗必理痛而家正常返'], zh, 'RED'],
  ])('%s', (_case, messages, overrides, level) => {
    expect(assessAtFinish(converse(messages, overrides).state).alert_level).toBe(level);
  });
});

describe('every rulebook symptom is read, in both languages', () => {
  it.each<[string, SymptomKey, object?]>([
    ['palms and soles red and starting to blister', 'skin'],
    ['電療嗰度啲皮膚好紅', 'skin', zh],
    ['手掌腳板紅晒，起水泡', 'skin', zh],
    ['手腳痺，拎杯都跌咗', 'numbness_tingling', zh],
    ['口有少少損', 'mouth_sores', zh],
    ['四日冇大便', 'constipation', zh],
    ['eyes blurry and watery', 'eye_problems'],
    ['tummy a bit crampy today', 'pain'],
  ])('"%s" is %s', (text, symptom) => {
    expect(mention(text, symptom)?.negated).toBe(false);
  });

  it('a radiotherapy skin reaction called moderate (中等) is grade 2, not slight', () => {
    const { state } = converse(['電療嗰度啲皮膚好紅', '中等'], zh);
    const skin = state.findings.find((f) => f.symptom === 'skin')!;
    expect(evaluateFinding(skin, { ...interviewContext(zh), endedEarly: false }).grade).toBe(2);
  });

  it('laxatives are not diarrhoea', () => {
    expect(mention('便秘，食緊瀉藥', 'diarrhoea')).toBeUndefined();
  });
});

describe('shorthand, misspellings and numbers spelled out (shorthand.ts)', () => {
  it.each<[string, SymptomKey, object]>([
    ['N&V since chemo', 'vomiting', { negated: false }],
    ['vom x4 today', 'vomiting', { details: { episodes: 4, duration: 'today' } }],
    ['no BM for 4 days', 'constipation', { negated: false }],
    ['temp thirty-eight point two', 'fever', { details: { temperatureC: 38.2 } }],
    ['temp a hundred and one F', 'fever', { details: { temperatureC: 38.3 } }],
    ['i feel sik', 'nausea', { negated: false }],
    ['SOB on stairs', 'shortness_of_breath', { details: { flags: { onExertion: true } } }],
  ])('"%s" is read as %s', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it('"N&V" is not the "n" of no', () => {
    expect(understandMessage('N&V').reply).toBeNull();
  });
});

describe('fluids not kept down, however it is put and whatever is said before it', () => {
  const urgentSymptoms = (text: string, overrides = {}) =>
    converse([text], overrides).events[0]!.flatMap((event) =>
      'findings' in event ? event.findings.map((f) => f.finding.symptom) : [],
    );

  it.each([
    "Mum says she's had the runs 6 times since this morning and can't keep water down",
    'diarrhoea x6, cant keep water down',
    'coughing a lot and cant keep anything down',
    "sore mouth, can't even keep water down",
    "he's had the runs all night and nothing stays down",
    "no vomiting, can't keep water down",
    // tried in the browser as a carer (session 15): the measure hid the water
    'hi its her daughter typing, mum threw up 4 times since lunch and now cant even keep sips of water down',
  ])('"%s" raises the dehydration risk in the same turn', (text) => {
    expect(urgentSymptoms(text)).toContain('vomiting');
  });

  it('"nauseous and can\'t keep water down" is nausea at grade 3, raised at once', () => {
    expect(urgentSymptoms("nauseous and can't keep water down")).toEqual(['nausea']);
  });

  it.each([
    "she isn't keeping anything down",
    'nothing stays down',
    'even water comes straight back up',
    "he's sick after every drink",
    'everything she drinks comes back up',
    "water won't stay down",
    "can't hold anything down",
    'throws up whatever she drinks',
    '飲完水即刻嘔返出嚟',
    "can't keep a few mouthfuls of tea down",
  ])('"%s" is fluids not kept down', (text) => {
    expect(readsFluidsNotKeptDown(text)).toBe(true);
  });

  it.each([
    'keeping fluids down ok',
    'can keep water down',
    'no trouble keeping anything down',
    'keeping small sips of water down',
  ])('"%s" is not', (text) => {
    expect(readsFluidsNotKeptDown(text)).toBe(false);
  });

  it('the runs, with fluids kept down, stay the diarrhoea alone', () => {
    const { state } = converse(['the runs 3 times, managing to keep water down']);
    expect(state.findings.map((f) => f.symptom)).toEqual(['diarrhoea']);
  });

  it.each([
    'hi its her daughter typing, mum threw up 4 times since lunch and now cant even keep sips of water down',
    'been sick 4 times but water staying down',
  ])('"%s": Florence does not ask whether fluids stay down', (text) => {
    expect(lastReply(converse([text])).text).not.toMatch(/keep fluids down/);
  });

  it('a no to "able to keep fluids down?" is not met with "Good."', () => {
    const conversation = converse(['I feel sick to my stomach', '4', 'all the time', 'no']);
    expect(lastReply(conversation).text).not.toMatch(/^(Good|That's good)/);
    expect(assessAtFinish(conversation.state).alert_rationale).toContain('fluids not kept down');
  });
});

describe('round 14: written the way patients and carers write (tests/vignettes/*/round-14.json)', () => {
  it.each<[string, SymptomKey, object]>([
    // "cant" is "can't": the double negation of "can't finish a sentence" is no denial.
    [
      'cant finish a sentence w/o stopping for breath even sat down',
      'shortness_of_breath',
      { negated: false, details: { flags: { atRest: true } } },
    ],
    ['also runs about 5 more than normal', 'diarrhoea', { negated: false }],
    ['loose BMs 5 more than normal 2day', 'diarrhoea', { negated: false }],
    ['冇邊度痛', 'pain', { negated: true }],
    ['佢話冇邊度痛', 'pain', { negated: true }],
    ['精神好咗好多', 'fatigue', { negated: true }],
    [
      'been sick 4 times but water staying down',
      'vomiting',
      {
        details: { flags: { unableToKeepFluids: false } },
      },
    ],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it.each(['mouth ulcers sore', 'he still runs a temp'])('"%s" names one symptom only', (text) => {
    expect(understandMessage(text).mentions).toHaveLength(1);
  });

  it.each([
    [
      'only the nosebleed',
      ['I had a nosebleed this morning, it stopped after a few minutes', 'no'],
    ],
    ['just the gums', ['my gums bled when I brushed, stopped after a minute', 'no']],
    ['得行路喘 其他冇', ['行兩步就喘，坐低就冇事', '3']],
  ])('"%s" to the red-flag screen answers none of the others', (answer, opening) => {
    const language = /[\u4e00-\u9fff]/.test(answer) ? 'zh-HK' : 'en';
    const screen =
      language === 'en'
        ? ['no', 'no', 'no', 'no', 'no', 'no']
        : ['冇', '冇', '冇', '冇', '冇', '冇'];
    let conversation = converse([...opening], { language });
    for (const reply of screen) {
      if (conversation.state.awaiting.type === 'red_flags') break;
      conversation = continueWith(conversation, [reply]);
    }
    expect(conversation.state.awaiting.type).toBe('red_flags');
    const answered = continueWith(conversation, [answer]);
    expect(answered.state.awaiting.type).not.toBe('red_flags');
    const chestPain = answered.state.findings.find((f) => f.symptom === 'chest_pain');
    expect(chestPain).toMatchObject({ negated: true });
  });

  it.each(['only when I walk', 'just a bit', 'only sometimes'])(
    '"%s" to the red-flag screen is asked again',
    (answer) => {
      let conversation = converse(['tired today', '3', 'since monday']);
      for (let i = 0; i < 8 && conversation.state.awaiting.type !== 'red_flags'; i++)
        conversation = continueWith(conversation, ['no']);
      expect(conversation.state.awaiting.type).toBe('red_flags');
      expect(continueWith(conversation, [answer]).state.awaiting.type).toBe('red_flags');
    },
  );
});
