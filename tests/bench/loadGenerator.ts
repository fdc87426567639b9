import { spawn } from 'node:child_process';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  /** With `latencies`: each answer's time from sending to its last byte, p50 and p95 (ms). */
  p50Ms?: number;
  p95Ms?: number;
  /** With `tolerateFailures`: answers not 200 and requests that got none. */
  failures?: number;
}

/**
 * Drives `url` from a separate Node process (so the load does not share the server's event loop)
 * with keep-alive connections for `seconds` (or until `until` settles), and returns completed
 * requests per second, with `latencies` each request's p50 and p95. Throws when an answer is not 200
 * or none came (a rate limit's 429s or a wrong address are not a throughput), unless
 * `tolerateFailures`: then it counts them.
 */
export function generateLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
  until?: Promise<unknown>;
  latencies?: boolean;
  tolerateFailures?: boolean;
}): Promise<LoadResult> {
  const script = `
    const http = require('node:http');
    const { url, method, headers, body, connections, seconds, untilStdinEnds, latencies } = JSON.parse(process.argv[1]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const target = new URL(url);
    let done = 0, errors = 0, stop = false;
    const statuses = {};
    const times = [];
    const started = Date.now();
    if (untilStdinEnds) { process.stdin.on('end', () => { stop = true; }); process.stdin.resume(); }
    else setTimeout(() => { stop = true; }, seconds * 1000);
    function one() {
      if (stop) return finish();
      const sent = performance.now();
      const req = http.request({ agent, hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
        res.resume();
        res.on('end', () => { if (latencies) times.push(performance.now() - sent); if (res.statusCode === 200) done++; else { errors++; statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; } one(); });
      });
      req.on('error', (error) => { errors++; statuses[error.code || error.message] = (statuses[error.code || error.message] || 0) + 1; one(); });
      if (body) req.write(body);
      req.end();
    }
    let running = connections;
    function finish() {
      if (--running > 0) return;
      times.sort((a, b) => a - b);
      const at = (share) => times[Math.min(times.length - 1, Math.floor(times.length * share))];
      process.stdout.write(JSON.stringify({ done, errors, statuses, ms: Date.now() - started, p50: at(0.5), p95: at(0.95) }));
      agent.destroy();
    }
    for (let i = 0; i < connections; i++) one();
  `;
  const args = JSON.stringify({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: options.connections ?? 32,
    seconds: options.seconds ?? 5,
    untilStdinEnds: options.until !== undefined,
    latencies: options.latencies ?? false,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, args], { stdio: [options.until ? 'pipe' : 'ignore', 'pipe', 'inherit'] });
    const stop = () => child.stdin?.end();
    options.until?.then(stop, stop);
    let out = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const { done, errors, statuses, ms, p50, p95 } = JSON.parse(out) as { done: number; errors: number; statuses: Record<string, number>; ms: number; p50?: number; p95?: number };
        if ((errors > 0 && !options.tolerateFailures) || done === 0) {
          const answers = Object.entries(statuses).map(([status, count]) => `${status} ×${count}`).join(', ');
          throw new Error(`load on ${options.method ?? 'GET'} ${options.url}: ${done} answers 200, ${errors} not (${answers || 'none'})`);
        }
        resolve({
          requests: done,
          seconds: ms / 1000,
          perSecond: done / (ms / 1000),
          ...(options.latencies ? { p50Ms: p50, p95Ms: p95 } : {}),
          ...(options.tolerateFailures ? { failures: errors } : {}),
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}
