import { describe, expect, it } from 'vitest';
import type { SymptomFinding } from '../triage';
import {
  basicModeQuickReplies,
  basicModeScript,
  continueBasicMode,
  findingsFromBasicMode,
  finishBasicMode,
  nextBasicModeQuestion,
  startBasicMode,
  type BasicModeAnswer,
  type BasicModeState,
} from './basic-mode';
import { interviewContext } from './test-helpers';

const answers = (...pairs: Array<[string, string]>): BasicModeAnswer[] =>
  pairs.map(([questionId, answer]) => ({ questionId, answer }));

describe('the basic-mode script', () => {
  it("offers the spec's severity options", () => {
    expect(basicModeScript('en').severityOptions).toEqual([
      'Mild (1-3)',
      'Moderate (4-6)',
      'Severe (7-8)',
      'Very Severe (9-10)',
      'Not Sure',
    ]);
    expect(basicModeScript('zh-HK').severityOptions).toEqual([
      '輕微 (1-3)',
      '中等 (4-6)',
      '嚴重 (7-8)',
      '非常嚴重 (9-10)',
      '唔確定',
    ]);
  });

  it('asks how the patient feels, each common symptom yes/no then its severity, fever, the ratings, anything else', () => {
    const script = basicModeScript('en');
    expect(script.questions.map((q) => q.id)).toEqual([
      'how_are_you',
      'fatigue',
      'fatigue_severity',
      'appetite_loss',
      'appetite_loss_severity',
      'nausea',
      'nausea_severity',
      'vomiting',
      'vomiting_severity',
      'cough',
      'cough_severity',
      'pain',
      'pain_severity',
      'fever',
      'fever_temperature',
      'red_flags',
      'shortness_of_breath_at_rest',
      'bleeding_heavy_or_ongoing',
      'mood',
      'energy',
      'sleep_quality',
      'anything_else',
    ]);
    expect(script.questions[2]).toMatchObject({
      text: 'How severe is your fatigue?',
      options: script.severityOptions,
    });
    expect(basicModeScript('zh-HK').questions[2]?.text).toBe('你嘅疲倦有幾嚴重？');
  });
});

describe('basic-mode answers become the same findings as the chat', () => {
  it.each<[string, string, SymptomFinding]>([
    ['Mild (1-3)', 'en', { symptom: 'fatigue', severity: { kind: 'ten_point', value: 2 } }],
    ['Moderate (4-6)', 'en', { symptom: 'fatigue', severity: { kind: 'ten_point', value: 5 } }],
    ['Severe (7-8)', 'en', { symptom: 'fatigue', severity: { kind: 'ten_point', value: 8 } }],
    [
      'Very Severe (9-10)',
      'en',
      { symptom: 'fatigue', severity: { kind: 'ten_point', value: 10 } },
    ],
    ['Not Sure', 'en', { symptom: 'fatigue', notSure: true }],
    ['中等 (4-6)', 'zh-HK', { symptom: 'fatigue', severity: { kind: 'ten_point', value: 5 } }],
  ])('"%s"', (option, language, finding) => {
    const context = interviewContext({ language: language as 'en' | 'zh-HK' });
    const yes = language === 'en' ? 'Yes' : '有';
    expect(
      findingsFromBasicMode(answers(['fatigue', yes], ['fatigue_severity', option]), context),
    ).toEqual([finding]);
  });

  it('a whole basic check-in', () => {
    const findings = findingsFromBasicMode(
      answers(
        ['how_are_you', 'I feel fine'],
        ['fatigue', 'No'],
        ['nausea', 'Yes'],
        ['nausea_severity', 'Moderate (4-6)'],
        ['fever', 'Yes'],
        ['fever_temperature', '37.8'],
        ['anything_else', 'my feet feel strange'],
      ),
      interviewContext(),
    );
    expect(findings).toEqual([
      { symptom: 'fatigue', negated: true },
      { symptom: 'nausea', severity: { kind: 'ten_point', value: 5 } },
      { symptom: 'fever', temperatureC: 37.8 },
      { symptom: 'other', label: 'my feet feel strange' },
    ]);
  });

  it("skips a symptom's severity when the patient does not have it", () => {
    const context = interviewContext();
    expect(
      nextBasicModeQuestion(answers(['how_are_you', 'ok'], ['fatigue', 'No']), context)?.id,
    ).toBe('appetite_loss');
    expect(
      nextBasicModeQuestion(answers(['how_are_you', 'ok'], ['fatigue', 'Yes']), context)?.id,
    ).toBe('fatigue_severity');
    expect(
      findingsFromBasicMode(
        answers(['fatigue', 'No'], ['fatigue_severity', 'Severe (7-8)']),
        context,
      ),
    ).toEqual([{ symptom: 'fatigue', negated: true }]);
  });
});

describe("the day's ratings in basic mode", () => {
  it.each([
    ['en', '1 - Very low', 'Skip'],
    ['zh-HK', '1 - 好差', '略過'],
  ] as const)(
    '%s: each offers 1-5 and a way to skip, and adds no symptom',
    (language, first, skip) => {
      const script = basicModeScript(language);
      const ratings = script.questions.filter((q) => q.awaiting.type === 'rating');
      expect(ratings.map((q) => q.id)).toEqual(['mood', 'energy', 'sleep_quality']);
      for (const question of ratings) {
        expect(question.options).toHaveLength(6);
        expect(question.options[0]?.startsWith('1 - ')).toBe(true);
        expect(question.options.at(-1)).toBe(skip);
      }
      expect(ratings[0]?.options[0]).toBe(first);
      const context = interviewContext({ language });
      const rated = answers(['mood', first], ['energy', '2 - Tired'], ['sleep_quality', skip]);
      expect(findingsFromBasicMode(rated, context)).toEqual([]);
      // Answered, read or not, a rating is not shown again.
      expect(nextBasicModeQuestion(rated, context)?.id).toBe('how_are_you');
    },
  );
});

describe('a basic-mode check-in on the server', () => {
  /** Sends each message in turn; the last turn. */
  function run(messages: string[], context = interviewContext()) {
    let { state } = startBasicMode(context);
    let turn = continueBasicMode(state, messages[0]!);
    for (const message of messages.slice(1)) {
      state = turn.state as BasicModeState;
      turn = continueBasicMode(state, message);
    }
    return turn;
  }

  it('starts with the greeting and the how-are-you options', () => {
    const { state, reply } = startBasicMode(interviewContext());
    expect(reply.kind).toBe('greeting');
    expect(basicModeQuickReplies(state)).toContain('Tired');
  });

  it('asks the severity of what the patient already said, with the spec’s options', () => {
    const turn = run(['Tired']);
    expect(turn.reply.question).toBe('How severe is your fatigue?');
    expect(basicModeQuickReplies(turn.state as BasicModeState)).toEqual(
      basicModeScript('en').severityOptions,
    );
  });

  it('goes through the script in Cantonese and grades the answers when finished', () => {
    const context = interviewContext({ language: 'zh-HK' });
    // the six screening questions, the red-flag screen, the day's three ratings (one
    // skipped), then 'anything else?'
    const answers = [
      '攰',
      '嚴重 (7-8)',
      '冇',
      '冇',
      '冇',
      '冇',
      '冇',
      '冇',
      '全部都冇',
      '3',
      '四',
      '略過',
      '冇',
    ];
    const turn = run(answers, context);
    expect(turn.state.status).toBe('complete');
    const finished = finishBasicMode(turn.state as BasicModeState);
    expect(finished.context.endedEarly).toBe(false);
    expect(finished.findings).toContainEqual({
      symptom: 'fatigue',
      severity: { kind: 'ten_point', value: 8 },
    });
  });

  it('asks the red-flag screen: "Breathless", then "Yes" to at rest, interrupts with 999', () => {
    const context = interviewContext({ language: 'en' });
    const screened = run(['I feel fine', 'No', 'No', 'No', 'No', 'No', 'No', 'No'], context);
    expect(screened.reply.awaiting.topic).toBe('red_flags');
    expect(basicModeQuickReplies(screened.state as BasicModeState)).toEqual([
      'Breathless',
      'Chest pain',
      'Bleeding',
      'Confused or very drowsy',
      'None of these',
    ]);
    const breathless = continueBasicMode(screened.state as BasicModeState, 'Breathless');
    expect(breathless.reply.awaiting.topic).toBe('at_rest');
    const atRest = continueBasicMode(breathless.state as BasicModeState, 'Yes');
    expect(atRest.reply.kind).toBe('safety');
    expect(atRest.events.map((event) => event.type)).toEqual(['red_finding']);
  });

  it('keeps a typed answer: "moderat, about 5/10" for a severity', () => {
    const turn = run(['so tired today', 'moderat, about 5/10']);
    expect(turn.state.findings).toContainEqual(
      expect.objectContaining({ symptom: 'fatigue', severity: { kind: 'ten_point', value: 5 } }),
    );
  });

  it('interrupts at a red-level finding with the safety instruction, and keeps listening', () => {
    const turn = run(['I HAVE CHEST PAIN']);
    expect(turn.reply.kind).toBe('safety');
    expect(turn.reply.text).toMatch(/999/);
    expect(turn.events.map((event) => event.type)).toEqual(['red_finding']);
    expect(basicModeQuickReplies(turn.state as BasicModeState)).toEqual([]);

    const later = continueBasicMode(turn.state as BasicModeState, "i've been vomitting too");
    expect(later.reply.kind).toBe('safety');
    expect(later.events.some((event) => event.type === 'red_finding')).toBe(false);
    expect(later.state.findings.map((finding) => finding.symptom)).toContain('vomiting');
  });

  it('raises the urgent alert for a grade-3 answer at once', () => {
    const turn = run(['not great', 'yes', 'Severe (7-8)']);
    expect(turn.events.map((event) => event.type)).toContain('grade3_finding');
  });

  it('ends early when the script was not finished', () => {
    const turn = run(['fine']);
    expect(finishBasicMode(turn.state as BasicModeState).context.endedEarly).toBe(true);
  });
});
