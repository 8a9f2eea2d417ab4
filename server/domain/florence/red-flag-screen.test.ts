// The red-flag screen (rulebook section 6): every check-in asks, in one question, about each
// red-level symptom the conversation has not settled; its answer is read like any other.
import { describe, expect, it } from 'vitest';
import { quickRepliesFor } from './quick-replies';
import { assessAtFinish, continueWith, converse, lastReply } from './test-helpers';
import type { InterviewContext } from './types';

const zh = { language: 'zh-HK' } as const;
const offTreatment = { treatmentStatus: 'in_remission' } as const;

/** A mild complaint, then no to every common side effect (and to fever on treatment). */
const MILD_EN = ['a bit tired today', 'no', 'no', 'no', 'no', 'no'];
const MILD_ZH = ['有少少攰', '尋日開始', '冇', '冇', '冇', '冇', '冇'];

function atScreen(overrides: Partial<InterviewContext> = {}) {
  const opening = overrides.language === 'zh-HK' ? MILD_ZH : MILD_EN;
  const messages =
    overrides.treatmentStatus === 'in_remission' ? opening.slice(0, -1) : [...opening];
  return converse(messages, overrides);
}

describe('asked before the check-in ends, after a mild complaint', () => {
  it.each([
    ['en, on treatment', {}, ['Breathless', 'Chest pain', 'Bleeding', 'Confused or very drowsy']],
    ['zh-HK, on treatment', zh, ['氣促', '心口痛', '出血', '神智混亂或者好眼瞓']],
    [
      'en, off treatment',
      offTreatment,
      ['Temperature with shivering', 'Breathless', 'Chest pain', 'Bleeding'],
    ],
  ] as const)('%s: one question, a choice for each and none of these', (_c, overrides, choices) => {
    const conversation = atScreen(overrides);
    const question = lastReply(conversation);
    expect(question.awaiting.topic).toBe('red_flags');
    const none = overrides === zh ? '全部都冇' : 'None of these';
    expect(quickRepliesFor(conversation.state, conversation.state.context.language)).toEqual([
      ...choices,
      none,
    ]);
  });

  it('the question names what it asks, in each language', () => {
    expect(lastReply(atScreen()).question).toBe(
      'One last safety check: have you had breathlessness, chest pain, any bleeding, or new ' +
        'confusion or unusual drowsiness? Tell me which, or say "none of these".',
    );
    expect(lastReply(atScreen(zh)).question).toContain('心口痛');
  });

  it.each(['None of these', 'no', 'nothing like that'])('"%s" denies them all', (answer) => {
    const conversation = continueWith(atScreen(), [answer]);
    expect(lastReply(conversation).awaiting.topic).toBe('mood');
    for (const symptom of ['shortness_of_breath', 'chest_pain', 'bleeding', 'confusion'])
      expect(conversation.state.findings).toContainEqual({ symptom, negated: true });
  });

  it('a symptom already settled is not asked again, and a screen with nothing left is skipped', () => {
    const settled = converse([
      'a bit tired, 2 out of 5, since yesterday. not breathless, no chest pain, no bleeding',
    ]);
    const all = continueWith(settled, ['no', 'no', 'no', 'no', 'no']);
    expect(lastReply(all).awaiting).toMatchObject({ topic: 'red_flags', covers: ['confusion'] });
    const onlyFever = converse(
      ['fine. no breathlessness, no chest pain, no bleeding', 'no', 'no', 'no', 'no', 'no'],
      offTreatment,
    );
    expect(lastReply(onlyFever).awaiting).toMatchObject({ topic: 'red_flags', covers: ['fever'] });
    expect(lastReply(onlyFever).question).toBe(
      'One last safety check: have you had a temperature with shivering?',
    );
    // asked about one symptom, a plain yes is that symptom: its reading is asked next
    const yes = continueWith(onlyFever, ['yes']);
    expect(lastReply(yes).awaiting).toMatchObject({ topic: 'temperature', symptom: 'fever' });
    const denied = converse(
      ['fine. no fever, no breathlessness, no chest pain, no bleeding'],
      offTreatment,
    );
    const skipped = continueWith(denied, ['no', 'no', 'no', 'no', 'no']);
    expect(lastReply(skipped).awaiting.topic).toBe('mood');
  });
});

describe('its answer is read like any other', () => {
  it('"Chest pain" interrupts with 999 and raises the red alert at once', () => {
    const turn = continueWith(atScreen(), ['Chest pain']);
    expect(lastReply(turn).kind).toBe('safety');
    expect(turn.events.at(-1)?.map((event) => event.type)).toEqual(['red_finding']);
    expect(assessAtFinish(turn.state).alert_level).toBe('RED');
  });

  it('心口痛 in Cantonese does the same', () => {
    const turn = continueWith(atScreen(zh), ['心口痛']);
    expect(lastReply(turn).kind).toBe('safety');
    expect(lastReply(turn).text).toContain('999');
  });

  it('"Breathless" asks whether it happens at rest and how bad it is; the rest are denied', () => {
    const breathless = continueWith(atScreen(), ['Breathless']);
    expect(lastReply(breathless).awaiting).toMatchObject({
      topic: 'at_rest',
      symptom: 'shortness_of_breath',
    });
    expect(breathless.state.findings).toContainEqual({ symptom: 'bleeding', negated: true });
    const rated = continueWith(breathless, ['no, only on the stairs']);
    expect(lastReply(rated).awaiting).toMatchObject({ topic: 'severity' });
    expect(assessAtFinish(continueWith(rated, ['3']).state).alert_level).toBe('YELLOW');
  });

  it('"just a bit breathless on the stairs" is mild and on exertion: one amber, nothing more asked', () => {
    const said = continueWith(atScreen(), ['just a bit breathless on the stairs']);
    expect(lastReply(said).awaiting.topic).toBe('mood');
    expect(assessAtFinish(said.state).alert_level).toBe('YELLOW');
  });

  it('"Breathless", then "yes" at rest, is red', () => {
    const turn = continueWith(atScreen(), ['Breathless', 'yes']);
    expect(lastReply(turn).kind).toBe('safety');
  });

  it('a bleed that stopped is amber, not red', () => {
    const turn = continueWith(atScreen(), ['my gums bled this morning but it stopped']);
    expect(assessAtFinish(turn.state).alert_level).toBe('YELLOW');
  });

  it('a yes without which one is asked once more with a hint, then counted as unclear (amber)', () => {
    const retried = continueWith(atScreen(), ['yes']);
    expect(lastReply(retried).awaiting.topic).toBe('red_flags');
    expect(lastReply(retried).text).toContain('Please tell me which one');
    const unclear = continueWith(retried, ['yes']);
    // nothing is asked about a symptom the patient never named
    expect(lastReply(unclear).awaiting.topic).toBe('mood');
    expect(unclear.events.at(-1)?.map((event) => event.type)).toEqual(['unclear_possibly_red']);
    expect(assessAtFinish(unclear.state).alert_level).toBe('YELLOW');
  });

  it('"not sure" about a named one counts it as unclear: amber, and the patient is told', () => {
    const unsure = continueWith(atScreen(), ["not sure if I'm breathless"]);
    const finding = unsure.state.findings.find((f) => f.symptom === 'shortness_of_breath');
    expect(finding).toMatchObject({ notSure: true, unclearAnswer: true });
    expect(unsure.events.at(-1)?.map((event) => event.type)).toEqual(['unclear_possibly_red']);
  });

  it('a carer quoting the patient ("佢話全部都冇") answers it', () => {
    const conversation = continueWith(atScreen(zh), ['佢話全部都冇']);
    expect(lastReply(conversation).awaiting.topic).toBe('mood');
  });
});
