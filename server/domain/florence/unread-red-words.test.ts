import { describe, expect, it } from 'vitest';
import { continueWith, converse, languageOf, lastReply } from './test-helpers';
import { nextQuestion } from './next-question';
import { understandMessage } from './understand';
import { unreadRedArea } from './unread-red-words';

describe('the red-flag screen first, when red-area words were not read', () => {
  it('a chest named in words Florence cannot read gets the safety check at once', () => {
    const conversation = converse([
      "I've got that funny feeling in my chest again like my angina, the spray's not touching it",
    ]);
    expect(conversation.state.awaiting).toMatchObject({ topic: 'red_flags', early: true });
    expect(lastReply(conversation).text).toMatch(
      /^Thank you\. Before we go on, a quick safety check:/,
    );
    const answered = continueWith(conversation, ['chest pain']);
    expect(answered.state.status).toBe('interrupted');
  });

  it('in Chinese too: 今日心口好似有啲怪怪哋', () => {
    const conversation = converse(['今日心口好似有啲怪怪哋'], { language: 'zh-HK' });
    expect(lastReply(conversation).text).toMatch(/繼續之前，做個安全檢查/);
  });

  it('no "glad to hear that" before it, for a patient who says she is fine', () => {
    const text = "I'm fine, just my breathing is a bit funny, worse than my normal with the COPD";
    expect(lastReply(converse([text])).text).not.toMatch(/glad/);
  });

  it('survives the state stored and read back: the next question is the same', () => {
    const { state } = converse(['今日心口好似有啲怪怪哋'], { language: 'zh-HK' });
    expect(nextQuestion(JSON.parse(JSON.stringify(state)))).toMatchObject({ early: true });
  });

  it('is asked once: after any answer the interview goes on in its usual order', () => {
    const conversation = converse(['my chest feels a bit odd', 'none of these']);
    expect(conversation.state.awaiting.topic).not.toBe('red_flags');
    expect(conversation.state.redFlagsFirst).toEqual(['chest_pain']);
  });

  it.each([
    'no chest pain, breathing fine',
    'tired today, 3 out of 5',
    'blood test on Friday, feeling well',
    '今日冇咩事，呼吸正常',
  ])('words read either way keep the usual order: "%s"', (text) => {
    const language = languageOf(text);
    expect(converse([text], { language }).state.awaiting.early).toBeUndefined();
    expect(unreadRedArea(text, understandMessage(text))).toEqual([]);
  });

  it('a carer "typing for mum" is addressed as a carer, and the safety check comes first', () => {
    const text = lastReply(
      converse(['typing for mum, she has a funny feeling in her chest today']),
    ).text;
    expect(text).toMatch(
      /^Thank you for writing for them\..*Before we go on, a quick safety check/,
    );
  });

  it.each([
    ['heavy weight sitting on my chest', 'yes the chest one'],
    ['heavy weight sitting on my chest', 'chest'],
  ])(
    '"%s", then "%s": the chest named bare answers the check, chest pain (999)',
    (first, answer) => {
      expect(converse([first, answer]).state.status).toBe('interrupted');
    },
  );

  it('胸口有啲悶, then 心口: chest pain', () => {
    expect(converse(['胸口有啲悶', '心口'], { language: 'zh-HK' }).state.status).toBe(
      'interrupted',
    );
  });

  it('names the unread area first, so that two unclear answers keep it, not breathlessness', () => {
    const conversation = converse(['heavy weight sitting on my chest']);
    expect(conversation.state.awaiting.covers?.[0]).toBe('chest_pain');
  });

  it.each([
    'coughing up bloody phlegm',
    'cant fill my lungs properly today',
    'my ribs feel squeezed, like a band round me',
    'mums not making much sense today',
    '阿媽今日懵懵哋，講嘢唔知講乜',
    '嘴唇紫咗',
  ])('words of the areas in other ways: "%s"', (text) => {
    const language = languageOf(text);
    expect(converse([text], { language }).state.awaiting.topic).toBe('red_flags');
  });

  it.each([
    'feeling alright. need a blood transfusion on thursday',
    '醫生話白血球低咗少少',
    '血小板有啲低',
    'had a chest xray yesterday, all clear',
    'port in my chest is healing well',
    'went out for some fresh air',
    'face is all puffy from the steroids',
    'the leaflet was a bit confusing',
  ])('what patients often name for other reasons keeps the usual order: "%s"', (text) => {
    const language = languageOf(text);
    expect(converse([text], { language }).state.awaiting.early).toBeUndefined();
  });
});
