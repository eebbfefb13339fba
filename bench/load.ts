import autocannon from 'autocannon';

export type LoadFigures = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Drives one URL with a fixed number of connections for a fixed time and reports throughput and latency. */
export async function load(
  name: string,
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  // A short warm-up so JIT and statement caches are hot before measuring.
  await autocannon({
    url,
    connections: options.connections,
    duration: 2,
    headers: options.headers,
  });
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
