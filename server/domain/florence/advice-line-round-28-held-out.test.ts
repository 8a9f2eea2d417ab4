// Round 28's held-out third, looked at in session 24 after it was measured twice unseen (so it is
// spent): what it found Florence missed, in the writers' own words.
import { describe, expect, it } from 'vitest';
import { interrupts, mentionIn } from './test-helpers';

describe('round 28 held out: red findings said in everyday words', () => {
  it.each([
    'And I get a sort of ache behind my breastbone when I walk up to the bus stop',
    '今日佢話透唔到大氣，坐定定喺梳化都抖得好急',
    '今晚佢好唔對路，叫佢佢都唔多應，眼都擘唔開，講嘢含含糊糊，唔知自己講緊乜',
    'When she tried to go this afternoon there was bright red blood on the toilet paper',
  ])('"%s" gives the 999 instruction or asks the red question', (text) => {
    const red = interrupts(text);
    const breathless = mentionIn(text, 'shortness_of_breath')?.negated === false;
    expect(red || breathless).toBe(true);
  });

  it('blood on a tissue after blowing the nose is no blood in the stool', () => {
    expect(interrupts('bit of blood on the tissue when I blew my nose')).toBe(false);
  });
});

describe('round 28 held out: other findings', () => {
  it.each([
    ['Today she go toilet many times, very watery, I count 6 times from morning', 'diarrhoea'],
    ["She says she hasn't managed a poo for four days", 'constipation'],
    ['今日成個人滾熱，屋企冇探熱針，冇震', 'fever'],
  ] as const)('"%s" is %s', (text, symptom) => {
    expect(mentionIn(text, symptom)).toMatchObject({ negated: false });
  });

  it('the E45 cream is no rating of the skin', () => {
    const skin = mentionIn('skin on my neck is a bit dry and pinkish. using the E45', 'skin');
    expect(skin?.details.bareNumbers).toBeUndefined();
  });
});

describe('round 28 held out: not over-read', () => {
  it.each(['今朝好攰，眼都擘唔開', '琴晚瞓得唔好，朝早眼都擘唔開'])(
    '"%s" is tiredness, no 999',
    (text) => {
      expect(interrupts(text)).toBe(false);
    },
  );
});
