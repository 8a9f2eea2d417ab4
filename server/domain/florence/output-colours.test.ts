// What comes out of the body told by its colour (output-colours.ts): blood's colours in stool,
// urine or vomit are red whatever else is named; in phlegm, a wound or a drain they are bleeding,
// asked about; black with iron or bismuth named is theirs.
import { describe, expect, it } from 'vitest';
import { interrupts, mentionIn } from './test-helpers';

describe('blood told by its colour in stool, urine or vomit', () => {
  it.each([
    'his pee is brownish red',
    'poo was maroon coloured this morning',
    'stools very dark almost black and sticky',
    'sick had red streaks in it',
    'urine looks like cola today',
    'toilet water went red after i went',
    'there was red on the paper when i wiped',
    'the stoma bag had red in it',
    'my catheter bag looks pinkish',
    "wee is pink, i haven't had beetroot",
    // the rulebook's "however it is said": a food or the red chemo named does not excuse red
    'poo was red but i had beetroot last night',
    'wee was pink after the red chemo yesterday',
    '食咗火龍果，小便紅色',
    'my poo is black and im not on iron',
    'her poo is like liquorice, jet black and shiny',
    '阿爸話佢屙出嚟啲嘢黑色',
    '大便有啲暗紅色',
    '小便粉紅色',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it.each([
    'my poo is black but im on iron tablets',
    "she's on iron so her poo's black",
    '食緊鐵丸，大便黑色',
    'poo is not red anymore',
    'no red in the toilet',
    'dark yellow wee',
    'i was sick and my face went red',
    'wee stings and the skin down there is red',
    'her bottom is red raw from the diarrhoea',
    'the rash came up red on her arms',
    '小便好似茶咁色',
  ])('"%s" is no blood seen', (text) => {
    expect(interrupts(text)).toBe(false);
  });
});

describe('blood told by its colour in phlegm, a wound or a drain', () => {
  it.each([
    'phlegm is pink and frothy',
    'spitting up bright red when i cough',
    'brought up some pink phlegm',
    'the drain bag is dark red now',
    '痰係粉紅色',
    '個傷口一直滲紅色嘅水',
  ])('"%s" is bleeding, asked about', (text) => {
    expect(mentionIn(text, 'bleeding')?.negated).toBe(false);
    expect(interrupts(text)).toBe(false);
  });

  it.each(['my wound dressing is soaked through red', 'my gums keep oozing'])(
    '"%s" is heavy or ongoing bleeding: 999',
    (text) => {
      expect(interrupts(text)).toBe(true);
    },
  );

  it.each([
    'my wound is red and warm',
    'the drain is draining fine, clear yellow',
    'coughing up rusty coloured phlegm',
  ])('"%s" is no bleeding', (text) => {
    expect(mentionIn(text, 'bleeding')).toBeUndefined();
  });
});

describe('shivering said in Cantonese', () => {
  it('凍到震 with no thermometer is a fever with shivering on treatment: 999', () => {
    expect(interrupts('凍到震但係冇探熱')).toBe(true);
  });
});

describe('round 29: a colour said after the output, likened, or in phlegm every time', () => {
  it.each([
    'Mrs Lee go toilet big one 2 times, colour very dark red like jam, sticky',
    'my water was a funny colour first thing, like cherry cordial',
    'went for a wee, it was bright red',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it.each(['went for a wee, red face from the heat', 'did a poo, red rash on my bum is better'])(
    '"%s" is no blood seen',
    (text) => {
      expect(interrupts(text)).toBe(false);
    },
  );

  it.each([
    'bringing up this rusty brownish pink flem, bit of it every time I cough',
    '咳咗成個禮拜，啲 phlegm 啡啡紅紅，一絲絲咁，每次咳都有',
  ])('"%s" is blood in phlegm still going on: 999', (text) => {
    expect(interrupts(text)).toBe(true);
  });
});

describe('round 29: confusion and a wound said in other words', () => {
  it.each([
    'she keeps seeing cats on the ceiling',
    'he sees a man in the corner but nobody is there',
    '婆婆話見到啲蟲喺牆度，但係乜都冇',
    '佢成日叫我做佢阿妹個名',
  ])('"%s" is confusion: 999', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it.each([
    'we saw a man at the door',
    'she saw the kids yesterday',
    '佢叫我個名',
    '佢見到有人企喺門口',
  ])('"%s" is no confusion', (text) => {
    expect(mentionIn(text, 'confusion')).toBeUndefined();
  });

  it.each(['The wound from my bowel op has gone angry red all round it', '個傷口有啲紅腫'])(
    '"%s" is a finding at the wound',
    (text) => {
      expect(mentionIn(text, 'other')?.label?.en).toBe('Redness or discharge at the wound');
    },
  );
});
