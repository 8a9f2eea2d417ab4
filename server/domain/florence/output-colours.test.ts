// What comes out of the body told by its colour (output-colours.ts): blood's colours in stool,
// urine or vomit are red whatever else is named; in phlegm, a wound or a drain they are bleeding,
// asked about; black with iron or bismuth named is theirs.
import { describe, expect, it } from 'vitest';
import { converse, interrupts, mentionIn } from './test-helpers';

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

describe('what a review of the change found (read as no blood, no confusion, the patient’s own)', () => {
  it.each([
    'went for a wee, red wine last night was a mistake',
    'bowels opened, red faced and sweaty after',
    'changed my stoma bag, red and sore round the edges',
    'the skin under the stoma bag is red and itchy',
    'took a pink motion sickness pill before the car',
    'bought two red stools for the kitchen',
    "there's pink in the bowl, I'm making beetroot soup",
    'nothing red in the sick',
    'the red in the toilet was my period',
    'I dyed my hair red and the water went pink in the shower',
    'the toilet roll is pink',
    "my water's gone pink, I put a bit of ribena in it",
    'got a wee pink cardigan',
    'wee no longer pink',
    'Stools black since my iron, no pain',
    '大便係啡色',
    '止嘔藥係粉紅色嗰粒',
    '尿片係粉紅色',
    'watching the cats on the ceiling fan video',
    'dreamt there were spiders on the ceiling',
    'seeing people is hard, nobody is there for me',
    '見到嘢食就想嘔，但係乜都冇嘔出嚟',
    '佢見到啲蟲，其實係啲灰塵，根本冇蟲',
    '喺醫院等咗好耐，護士叫我阿媽個名先入去',
    'had a small nosebleed this morning. still coughing, it hurts every time I cough',
    'gums bled a bit brushing this morning. phlegm every time I cough',
  ])('"%s" gives no 999', (text) => {
    expect(interrupts(text)).toBe(false);
  });

  it.each([
    '冇食鐵丸，大便黑色',
    'iron level was low, poo is black',
    'iron infusion last week, stools black',
    'black poo, on iron, but also feeling faint and dizzy',
    'vomit is black, on iron',
    'I pooed and the water went red',
    'red when I wipe',
    '馬桶啲水紅咗',
    'her stoma bag is full of dark red',
    'red in my phlegm every time I cough',
  ])('"%s" gives the 999 instruction', (text) => {
    expect(interrupts(text)).toBe(true);
  });

  it('a spouse with 佢 stays the carer’s patient: the vomiting is kept', () => {
    const { state } = converse(['我老婆今日嘔咗五次，佢飲水都嘔，我自己冇嘔'], {
      language: 'zh-HK',
    });
    expect(state.findings.some((f) => f.symptom === 'vomiting' && !f.negated)).toBe(true);
  });
});
