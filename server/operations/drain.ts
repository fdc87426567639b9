/**
 * How a server leaves a load balancer without failing anyone (README, "Operations"), run by
 * server/main.ts on SIGTERM or SIGINT: readiness turns 503 at once; the server goes on serving for
 * DRAIN_DELAY_MS, long enough for the balancer's checks to see it and stop sending; then it closes:
 * no new connections, in-flight requests answered, websockets closed with 1012 so their clients
 * reconnect (to another server), the job runner waits for its jobs up to DRAIN_TIMEOUT_MS and hands
 * back those still running; connections still open after that long are cut.
 */
import type { BuiltApp } from '../app.ts';

type Drained = Pick<BuiltApp, 'app' | 'readiness' | 'config' | 'close'>;

interface RunningDrain {
  done: Promise<void>;
  /** Ends the delay now. */
  hurry(): void;
}

const drains = new WeakMap<object, RunningDrain>();

/**
 * Drains and closes the app; resolves once everything is closed. Called again while it runs (a
 * second signal), it skips what is left of the delay and returns the same promise.
 */
export function drainApp(built: Drained, log: (message: string) => void = (message) => built.app.log.info(message)): Promise<void> {
  const running = drains.get(built.app);
  if (running) {
    running.hurry();
    return running.done;
  }
  const { drainDelayMs, drainTimeoutMs } = built.config.operations;
  built.readiness.startDraining();
  let hurry = () => {};
  const delay = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, drainDelayMs);
    hurry = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  log(`draining: readiness answers 503; closing in ${drainDelayMs} ms (again to close now)`);
  const done = (async () => {
    await delay;
    log(`draining: closing; waiting up to ${drainTimeoutMs} ms for requests and jobs`);
    const cut = setTimeout(() => built.app.server.closeAllConnections(), drainTimeoutMs);
    try {
      await built.close();
    } finally {
      clearTimeout(cut);
    }
  })();
  drains.set(built.app, { done, hurry: () => hurry() });
  return done;
}
