import { spawn } from 'node:child_process';

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
}

/**
 * Drives `url` from a separate Node process (so the load does not share the server's event loop)
 * with keep-alive connections for `seconds`, and returns completed requests per second. Throws when
 * an answer is not 200 or none came: a rate limit's 429s or a wrong address are not a throughput.
 */
export function generateLoad(options: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  seconds?: number;
}): Promise<LoadResult> {
  const script = `
    const http = require('node:http');
    const { url, method, headers, body, connections, seconds } = JSON.parse(process.argv[1]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    const target = new URL(url);
    let done = 0, errors = 0, stop = false;
    const statuses = {};
    const started = Date.now();
    setTimeout(() => { stop = true; }, seconds * 1000);
    function one() {
      if (stop) return finish();
      const req = http.request({ agent, hostname: target.hostname, port: target.port, path: target.pathname + target.search, method, headers }, (res) => {
        res.resume();
        res.on('end', () => { if (res.statusCode === 200) done++; else { errors++; statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; } one(); });
      });
      req.on('error', (error) => { errors++; statuses[error.code || error.message] = (statuses[error.code || error.message] || 0) + 1; one(); });
      if (body) req.write(body);
      req.end();
    }
    let running = connections;
    function finish() { if (--running === 0) { process.stdout.write(JSON.stringify({ done, errors, statuses, ms: Date.now() - started })); agent.destroy(); } }
    for (let i = 0; i < connections; i++) one();
  `;
  const args = JSON.stringify({
    url: options.url,
    method: options.method ?? 'GET',
    headers: options.headers ?? {},
    body: options.body,
    connections: options.connections ?? 32,
    seconds: options.seconds ?? 5,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script, args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      try {
        const { done, errors, statuses, ms } = JSON.parse(out) as { done: number; errors: number; statuses: Record<string, number>; ms: number };
        if (errors > 0 || done === 0) {
          const answers = Object.entries(statuses).map(([status, count]) => `${status} ×${count}`).join(', ');
          throw new Error(`load on ${options.method ?? 'GET'} ${options.url}: ${done} answers 200, ${errors} not (${answers || 'none'})`);
        }
        resolve({ requests: done, seconds: ms / 1000, perSecond: done / (ms / 1000) });
      } catch (error) {
        reject(error);
      }
    });
  });
}
