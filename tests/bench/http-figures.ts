// Throughput and latency of one request shape, measured with autocannon on loopback.
import autocannon from 'autocannon';

export type Figure = { name: string; requestsPerSecond: number; p50: number; p99: number; errors: number };

export async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  const result = await autocannon({ connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 5), ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function printTable(title: string, figures: Figure[], baseline?: Figure) {
  console.log(`\n${title}`);
  console.table(
    figures.map((f) => ({
      request: f.name,
      'req/s': f.requestsPerSecond,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      errors: f.errors,
      ...(baseline ? { 'vs baseline': `${((f.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%` } : {}),
    })),
  );
}
