// Percentiles of latency samples, in milliseconds.
export type Latency = { count: number; p50: number; p99: number; max: number };

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function latency(values: readonly number[]): Latency {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: values.length,
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(...values)),
  };
}
