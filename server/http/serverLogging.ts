/**
 * How the server logs. By default for a person at a terminal: start-up, warnings and errors as
 * readable lines ("12:05:38 WARN  …"); every request's lines are at `debug`, so they show only with
 * LOG_LEVEL=debug. In production (NODE_ENV=production or LOG_FORMAT=json) one JSON object per line,
 * as log collectors read it.
 */
import { LogController, type FastifyServerOptions } from 'fastify';
import type { LogFormat } from '../config.ts';

export interface LogDestination {
  write(line: string): unknown;
}

const LEVEL_NAMES: Readonly<Record<number, string>> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [key: string]: unknown;
}

/** One pino JSON line as text for a terminal: time, level, message, the request and the rest as key=value. */
export function readableLine(json: string): string {
  let entry: LogEntry;
  try {
    entry = JSON.parse(json) as LogEntry;
  } catch {
    return json.trimEnd();
  }
  const { level, time, msg, req, res, responseTime, err, pid: _pid, hostname: _hostname, reqId: _reqId, ...rest } = entry;
  const clock = new Date(time ?? Date.now()).toTimeString().slice(0, 8);
  const parts = [clock, (LEVEL_NAMES[level ?? 30] ?? String(level)).padEnd(5), msg ?? ''];
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)} ms`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const line = parts.filter(Boolean).join(' ');
  return err ? `${line}\n${err.stack ?? err.message ?? JSON.stringify(err)}` : line;
}

/** Fastify's per-request lines (incoming, completed, a 4xx answer, a route not found) at `debug`; failures keep their level. */
class RequestLogsAtDebug extends LogController {
  override incomingRequest(request: Parameters<LogController['incomingRequest']>[0]) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    if (error) return super.requestCompleted(error, request, reply);
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override defaultErrorLog(...[error, request, reply]: Parameters<LogController['defaultErrorLog']>) {
    if (reply.statusCode >= 500) return super.defaultErrorLog(error, request, reply);
    reply.log.debug({ res: reply, err: error }, error?.message);
  }

  override routeNotFound(...[request]: Parameters<LogController['routeNotFound']>) {
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}

/** Fastify's logging options for the configured level and format; `destination` defaults to standard output. */
export function serverLogging(
  { logLevel, logFormat }: { logLevel: string; logFormat: LogFormat },
  destination: LogDestination = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const stream = logFormat === 'json' ? destination : { write: (line: string) => destination.write(`${readableLine(line)}\n`) };
  return { logger: { level: logLevel, stream }, logController: new RequestLogsAtDebug() };
}
