/**
 * One run of ffmpeg or ffprobe (server/videoQueue/README.md, "Transcoding"): spawned without a shell
 * in a process group of its own, so stopping it stops whatever it started too. It is stopped (SIGTERM,
 * then SIGKILL after a short grace) when its AbortSignal fires or when it shows no progress for
 * `stallMs`; the promise settles only once the program has exited and its pipes are closed, so a
 * rejection never leaves it running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { FfmpegMissingError, FfmpegStalledError, missingProgramMessage, type ProgramName } from './errors.ts';

/** How long a stopped program has to exit after SIGTERM (ffmpeg closes its output) before SIGKILL. */
export const KILL_GRACE_MS = 3000;
/** The end of stderr kept for an error's message. */
const STDERR_TAIL_CHARS = 4000;
const STDERR_TAIL_LINES = 8;
/** Collected stdout (ffprobe's JSON) beyond this is refused. */
const STDOUT_MAX_CHARS = 8 * 1024 * 1024;

export interface ProgramRun {
  name: ProgramName;
  path: string;
  args: readonly string[];
  /** What the run makes, for messages ("720p", "the poster"). */
  label: string;
  stallMs: number;
  signal?: AbortSignal;
  /**
   * Each line of stdout; returns true when the line shows progress (which restarts the stall time).
   * Without it stdout is collected whole and the stall time bounds the whole run.
   */
  onLine?: (line: string) => boolean;
}

export interface ProgramExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  /** stderr's last lines, trimmed. */
  stderrTail: string;
}

/** How a program ended, for an error's message: "(exit 1): <stderr's last lines>". */
export const exitWords = (exit: ProgramExit) => `(${exit.signal ?? `exit ${exit.code}`})${exit.stderrTail ? `: ${exit.stderrTail}` : ''}`;

function lastLines(text: string): string {
  return text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-STDERR_TAIL_LINES)
    .join('\n');
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/** Runs the program to its end; resolves with how it exited (a non-zero exit is the caller's to judge). */
export function runProgram(run: ProgramRun): Promise<ProgramExit> {
  return new Promise<ProgramExit>((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(run.signal.reason);
      return;
    }
    let child: ChildProcess;
    try {
      child = spawn(run.path, run.args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, shell: false, windowsHide: true });
    } catch (error) {
      reject(new FfmpegMissingError(missingProgramMessage(run.name, run.path, (error as NodeJS.ErrnoException).code), { cause: error }));
      return;
    }
    let settled = false;
    let stopReason: unknown;
    let stopping = false;
    let stallTimer: NodeJS.Timeout | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    let partial = '';
    let stdout = '';
    let stderr = '';

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(stallTimer);
      clearTimeout(killTimer);
      run.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const stop = (reason: unknown) => {
      if (stopping) return;
      stopping = true;
      stopReason = reason;
      clearTimeout(stallTimer);
      killGroup(child, 'SIGTERM');
      killTimer = setTimeout(() => killGroup(child, 'SIGKILL'), KILL_GRACE_MS);
    };
    const armStall = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => {
        const seconds = run.stallMs / 1000;
        const tail = lastLines(stderr);
        stop(new FfmpegStalledError(`${run.name} showed no progress on ${run.label} for ${seconds} s and was stopped${tail ? `: ${tail}` : ''}`));
      }, run.stallMs);
    };
    const onAbort = () => stop(run.signal!.reason);
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      if (stopping) return;
      if (!run.onLine) {
        stdout += chunk;
        if (stdout.length > STDOUT_MAX_CHARS) stop(new Error(`${run.name} wrote more than ${STDOUT_MAX_CHARS} characters about ${run.label}`));
        return;
      }
      const lines = (partial + chunk).split('\n');
      partial = lines.pop()!;
      try {
        let progressed = false;
        for (const line of lines) if (run.onLine(line.trim())) progressed = true;
        if (progressed) armStall();
      } catch (error) {
        stop(error);
      }
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL_CHARS);
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      // Not started at all (ENOENT, EACCES): no exit or close may follow.
      if (child.pid === undefined) finish(() => reject(new FfmpegMissingError(missingProgramMessage(run.name, run.path, error.code), { cause: error })));
      else stop(error);
    });
    child.on('close', (code, signal) => {
      // What the program started in its group goes with it, whatever the program left behind.
      if (stopping) killGroup(child, 'SIGKILL');
      finish(() => (stopping ? reject(stopReason) : resolve({ code, signal, stdout, stderrTail: lastLines(stderr) })));
    });
    armStall();
  });
}
