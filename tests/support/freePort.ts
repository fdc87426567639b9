import { createServer } from 'node:net';

/**
 * Ports below Linux's default ephemeral range (32768–60999): the kernel gives those to outgoing
 * connections, so a port picked there and listened on a moment later may meanwhile be some
 * connection's own (EADDRINUSE under a busy test run). Below it only listeners compete.
 *
 * The listeners that compete are the test workers' own servers: between a worker's probe and its
 * server's listen (seconds, while migrations run) another worker could pick the same port. So each
 * worker draws from its own slice of the range (Vitest numbers its concurrent workers
 * VITEST_POOL_ID = 1, 2, …), and a worker never hands out the same port twice.
 */
const FIRST = 20_000;
const LAST = 32_000;
const SLICE = 500;
const SLICES = Math.floor((LAST - FIRST) / SLICE);

const worker = Number(process.env.VITEST_POOL_ID ?? 0);
const sliceStart = FIRST + (worker % SLICES) * SLICE;
const handedOut = new Set<number>();

function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port nobody listens on right now, outside the ephemeral range and in this worker's slice. Test
 * servers whose issuer URL must name the port before they listen choose it this way.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = sliceStart + Math.floor(Math.random() * SLICE);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await listens(port)) return port;
  }
  throw new Error(`no free port from ${sliceStart} to ${sliceStart + SLICE - 1}`);
}
