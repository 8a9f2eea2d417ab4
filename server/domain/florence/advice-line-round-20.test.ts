// Round 20: a fourth author's check-ins (tests/vignettes/*/round-20.json): dictation's
// homophones, code-switching, conditional denials, symptoms of someone else or of long ago;
// and the misreadings a review of round 19's change found.
import { describe, expect, it } from 'vitest';
import type { SymptomKey } from '../triage';
import { converse } from './test-helpers';
import { understandMessage } from './understand';

const mention = (text: string, symptom: SymptomKey) =>
  understandMessage(text).mentions.find((m) => m.symptom === symptom);
const symptoms = (text: string) => understandMessage(text).mentions.map((m) => m.symptom);

describe('round 20: red findings said the way people say them', () => {
  it.each<[string, SymptomKey, object]>([
    ["I've been through up twice and there was some blood in it", 'bleeding', { negated: false }],
    [
      'I have to stop halfway through a sentence to get my breath back, even sitting in my chair',
      'shortness_of_breath',
      { negated: false, details: { flags: { atRest: true } } },
    ],
    ["I wouldn't say I'm breathe less", 'shortness_of_breath', {}],
    ['No pain unless I cough', 'pain', { negated: false }],
    ['頭先流鼻血，都仲係滴緊，未停到', 'bleeding', { details: { flags: { ongoing: true } } }],
    ['佢成日瞓，要叫好多次先醒', 'confusion', { negated: false }],
    ['black poo this morning', 'bleeding', { details: { flags: { bloodIn: true } } }],
    ['透唔過氣', 'shortness_of_breath', { negated: false }],
    ['feel awful n feverish', 'fever', { details: { flags: { generallyUnwell: true } } }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it.each([
    ['今朝流咗少少鼻血，已經停咗，不過仲流緊鼻水', false],
    ['流咗少少鼻血，已經停咗。打嗝停唔到', false],
    ['流鼻血，仲流緊', true],
  ])('"%s": bleeding ongoing %s', (text, ongoing) => {
    expect(mention(text, 'bleeding')?.details.flags?.ongoing).toBe(ongoing);
  });

  it('"No chest pain unless you count a bit of heartburn" stays denied', () => {
    expect(
      mention('No chest pain unless you count a bit of heartburn', 'chest_pain')?.negated,
    ).toBe(true);
  });

  it('"it catches me right in the middle of my chest" when coughing is chest pain', () => {
    expect(
      mention(
        'No pain unless I cough, and then it catches me right in the middle of my chest',
        'chest_pain',
      ),
    ).toMatchObject({ negated: false });
  });
});

describe('round 20: other words for a known symptom', () => {
  it.each<[string, SymptomKey, object]>([
    ['had diary 5x today', 'diarrhoea', { details: { episodes: 5 } }],
    ["Lower back's killing me, seven outta ten", 'pain', { details: { location: 'back' } }],
    ["The hip's grumbling again, about 5/10", 'pain', { details: { severity: { value: 5 } } }],
    ['her ankles are puffy, a 3 out of 5', 'other', { label: { en: 'Swelling' } }],
    ['個 port 嗰度紅咗一忽', 'other', { negated: false }],
  ])('"%s": %s %o', (text, symptom, expected) => {
    expect(mention(text, symptom)).toMatchObject(expected);
  });

  it.each([
    'I wrote it in my diary',
    'I filled in the diary',
    'my tummy is grumbling',
    '今日出咗血液報告，一切正常',
    'went through up and down the stairs',
    'This chemo is killing me',
    '琴晚瞓得好熟，個鬧鐘要叫好多次先醒',
    '個喉好熱',
  ])('"%s" names no symptom', (text) => {
    expect(symptoms(text)).toEqual([]);
  });
});

describe('someone else’s illness, or one long past, is not today’s finding', () => {
  const hubby =
    "All good here! The hubby's been running 38c all week, touch wood I've not caught it";

  // A choice for safety: "老公發燒38.5度，我自己冇事" may be a carer on the patient's phone.
  it('a fever said of the husband and not denied by the writer stays a finding', () => {
    const { state } = converse([hubby]);
    expect(state.findings.find((f) => f.symptom === 'fever')).toMatchObject({ temperatureC: 38 });
  });

  it.each([
    'My son took me to A&E last night with chest pain, I have no chest pain now',
    '個仔帶我去急症室，因為心口痛，我自己冇事喇',
    '老公發燒38.5度，我自己冇事',
    'The kids have been brilliant helping me, temp 38.4 last night, I am ok',
  ])('"%s": a red finding the writer does not deny for herself is kept', (text) => {
    const language = /[\u4e00-\u9fff]/.test(text) ? 'zh-HK' : 'en';
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('個仔咳同發燒，我自己冇事: the cough and fever are denied for the patient', () => {
    const { state } = converse(['個仔咳咗成個禮拜，仲有少少 fever，我自己冇事，冇咳亦冇發燒。'], {
      language: 'zh-HK',
    });
    expect(state.findings.filter((f) => !f.negated)).toEqual([]);
  });

  it('a signed-in carer’s "the hubby" is the patient: the fever is kept', () => {
    const carer = {
      name: 'Mei',
      relationship: 'WIFE' as const,
      patientName: 'Chan Tai Man',
      patientGender: 'Male',
    };
    const { state } = converse([hubby], { carer });
    expect(state.findings.find((f) => f.symptom === 'fever')).toMatchObject({ temperatureC: 38 });
  });

  it('"my husband is running 38.5, I\'m fine" is read as a carer writing: the fever is kept', () => {
    const { state } = converse(["My husband's running 38.5, I'm fine but worried"]);
    expect(state.findings.find((f) => f.symptom === 'fever')).toMatchObject({ temperatureC: 38.5 });
  });

  it.each<[string, SymptomKey, boolean]>([
    ['舊年化療嗰陣有 D 氣促，而家好返晒', 'shortness_of_breath', true],
    ['I had chest pain 2 years ago before my surgery, nothing now', 'chest_pain', true],
    ['chest pain since last year', 'chest_pain', false],
    ["Had chest pain last year, nothing now... but today it's back", 'chest_pain', false],
    [
      'Chest pain today like the one I had last year, the nausea is better now',
      'chest_pain',
      false,
    ],
    ['舊年做化療前都試過心口痛，今朝又痛，而家好返', 'chest_pain', false],
    [
      'I had chest pain two years ago before my operation, but nothing since and nothing now',
      'chest_pain',
      true,
    ],
    ['I had chest pain 2 years ago and it came back today', 'chest_pain', false],
    ['舊年有氣促', 'shortness_of_breath', false],
  ])('"%s": %s denied %s', (text, symptom, negated) => {
    expect(mention(text, symptom)?.negated).toBe(negated);
  });
});

describe('mended after the held-out measurement (the held-out third is spent)', () => {
  it('"bowels a bit loose, went 3 times today" is diarrhoea', () => {
    expect(mention('Bowels a bit loose, went 3 times today', 'diarrhoea')).toMatchObject({
      details: { episodes: 3 },
    });
  });

  it('如果1至5分，我會俾4分 is 4 of 5, not the 5 that ends the scale', () => {
    expect(mention('咳咗成個禮拜。如果1至5分，我會俾4分。', 'cough')?.details.severity).toEqual({
      kind: 'chat_scale',
      value: 4,
    });
  });

  it('唔覺有氣促 denies the breathlessness', () => {
    expect(mention('唔覺有氣促', 'shortness_of_breath')?.negated).toBe(true);
  });
});

describe('a red finding named as history but back today is not lost (third review)', () => {
  it.each<[string, 'en' | 'zh-HK']>([
    ['I had chest pain last year, all fine now. Woke me up at 3am, crushing', 'en'],
    ['I had seizures years ago, gone now, but had another one last night', 'en'],
    ['I had chest pains years ago, fine now. This morning they were awful', 'en'],
    [
      'I was very confused a few months ago, better now. Today she keeps forgetting where she is',
      'en',
    ],
    ['幾年前試過抽筋，之後冇再，今朝喺廚房發作', 'zh-HK'],
    ['舊年試過心口痛，已經好返晒，點知今朝痛醒', 'zh-HK'],
    ['老公流鼻血，仲有屙血，我自己冇流鼻血', 'zh-HK'],
    [
      "my son's had chest pain from a pulled muscle, and me since last night in the middle of my chest, no chest pain before",
      'en',
    ],
  ])('"%s" gives the 999 instruction', (text, language) => {
    expect(converse([text], { language }).state.status).toBe('interrupted');
  });

  it('a fever once, fine now, and "think I\'ve got one today" is asked about, not denied', () => {
    const { state } = converse([
      "I had a temperature months ago with an infection, fine now, think I've got one today",
    ]);
    expect(state.findings.find((f) => f.symptom === 'fever')?.negated).toBeUndefined();
  });
});

describe('blood with a stool or urine said to be normal is still blood in it (fourth review)', () => {
  it.each([
    '屙嘢正常，但係有血',
    '屙尿正常，但係有血',
    '今日屙咗4次正常，但係見到有血',
    '媽咪話屙尿正常，不過我見到馬桶有血',
    '痾咗血',
    '屙咗啲血出嚟',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(converse([text], { language: 'zh-HK' }).state.status).toBe('interrupted');
  });

  it('刷牙出血，屙嘢正常 is minor bleeding from the gums, not blood in the stool', () => {
    const { state } = converse(['刷牙出血，屙嘢正常'], { language: 'zh-HK' });
    expect(state.findings.find((f) => f.symptom === 'bleeding')?.bloodIn).toBeUndefined();
  });
});

describe('misreadings of round 19 found in review', () => {
  it.each<[string, SymptomKey]>([
    ['嘴唇發紫又胸口好痛', 'chest_pain'],
    ['口乾又胸口好痛', 'chest_pain'],
    ['造口好痛', 'pain'],
    ['傷口痛', 'pain'],
  ])('"%s" is %s, the mouth only when the pain is said of it', (text, symptom) => {
    expect(symptoms(text)).toEqual([symptom]);
  });

  it('口苦肚痛 is a tummy pain', () => {
    expect(mention('口苦肚痛', 'pain')?.details.location).toBe('肚');
  });

  it.each(['n', 'n, all good'])('"%s" alone is still the answer no', (answer) => {
    const { state } = converse(['vomited 3 times today', answer]);
    expect(state.findings.find((f) => f.symptom === 'vomiting')?.unableToKeepFluids).toBe(true);
  });

  it.each(['飲到水，但係留唔住', '飲到水但係即刻嘔返出嚟', '好難留得住'])(
    '"%s": fluids not kept down wins over a reassuring word',
    (answer) => {
      const { state } = converse(['今日嘔咗三次', answer], { language: 'zh-HK' });
      expect(state.findings.find((f) => f.symptom === 'vomiting')?.unableToKeepFluids).toBe(true);
    },
  );

  it('"headache since sat 2 days now" is 2 days, and 2 is no rating', () => {
    expect(mention('headache since sat 2 days now', 'pain')?.details).toEqual({
      duration: '2 days',
      location: 'head',
    });
  });

  it.each<[string, SymptomKey, boolean]>([
    ['成日要痾尿', 'urinary', false],
    ["mum's back is really sore", 'pain', false],
    ['no appetite fine otherwise', 'appetite_loss', false],
    ['以前胃口有，而家冇', 'appetite_loss', false],
  ])('"%s": %s denied %s', (text, symptom, negated) => {
    expect(mention(text, symptom)?.negated).toBe(negated);
  });

  it("mum's back keeps its place", () => {
    expect(mention("mum's back is really sore", 'pain')?.details.location).toBe('back');
  });

  it.each(['my stoma looks flat', 'rash is a bit flat and purple'])(
    '"%s" is no fatigue',
    (text) => {
      expect(symptoms(text)).not.toContain('fatigue');
    },
  );

  it('"stinging when I wee all the time" keeps its constancy', () => {
    expect(mention('stinging when I wee all the time', 'urinary')?.details.frequency).toBeDefined();
  });
});
