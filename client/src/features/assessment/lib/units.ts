// Height and weight units. Conversions round to whole units, as the pickers show them.
import { HEIGHT_RANGES, LBS_PER_KG, WEIGHT_RANGES } from '#common/validation/profile';

export type HeightUnit = keyof typeof HEIGHT_RANGES;
export type WeightUnit = keyof typeof WEIGHT_RANGES;

const CM_PER_INCH = 2.54;

export const clamp = (value: number, [min, max]: readonly [number, number]) =>
  Math.min(max, Math.max(min, value));

export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  const converted = to === 'lbs' ? value * LBS_PER_KG : value / LBS_PER_KG;
  return clamp(Math.round(converted), WEIGHT_RANGES[to]);
}

export function convertHeight(value: number, from: HeightUnit, to: HeightUnit): number {
  if (from === to) return value;
  const converted = to === 'in' ? value / CM_PER_INCH : value * CM_PER_INCH;
  return clamp(Math.round(converted), HEIGHT_RANGES[to]);
}

/** Ruler marks: every multiple of `step` inside the range. */
export function rulerMarks([min, max]: readonly [number, number], step = 5): number[] {
  const marks: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) marks.push(value);
  return marks;
}
