import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite is PostgreSQL inside one process: two processes opening the same data folder each
 * believe they own it, and one's writes are lost or the files are corrupted (`RuntimeError:
 * Aborted()`). So whoever opens it, the server or a command-line tool, first takes this lock:
 * a file beside the database holding its pid, removed when it closes. A lock whose process is
 * gone (a crash, a killed container) is taken over.
 */
export type LockHolder = { pid: number; hostname: string; command: string; since: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
  ) {
    super(`${lockFile} is held by process ${holder.pid} (${holder.command})`);
  }
}

export type DataDirLock = { file: string; release: () => void };

export function acquireDataDirLock(file: string, command = describeThisProcess()): DataDirLock {
  const mine: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    command,
    since: new Date().toISOString(),
  };
  // Two tries: the second after removing a stale lock. Creating with O_EXCL makes the taking
  // itself atomic: of two processes racing for a free lock, one gets it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      try {
        writeSync(fd, `${JSON.stringify(mine)}\n`);
      } finally {
        closeSync(fd);
      }
      return { file, release: releaser(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) throw new DataDirLockedError(file, holder);
    unlinkSync(file);
  }
  throw new DataDirLockedError(file, readHolder(file) ?? { ...mine, command: 'unknown' });
}

function releaser(file: string) {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    // Never remove a lock that is no longer ours (someone judged ours stale and took it).
    if (readHolder(file)?.pid === process.pid) unlinkSync(file);
  };
  // A process that exits without closing the database (process.exit, a fatal error) still
  // leaves the folder free; a crash that skips this is what the stale-lock check is for.
  process.on('exit', release);
  return release;
}

function readHolder(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? (holder as LockHolder) : null;
  } catch {
    return null; // gone, or not ours to understand (a half-written file): stale
  }
}

function isAlive(holder: LockHolder): boolean {
  // On another machine (a shared volume) we cannot tell: assume it is running.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid in the file is a previous life of this process (pid 1 in a restarted container).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describeThisProcess(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : 'node';
  return [script, ...process.argv.slice(2)].join(' ');
}

/** What to tell someone whose command met a data folder another Kindred process is using. */
export function lockedDataDirMessage(
  error: DataDirLockedError,
  dataDir: string,
  starting: 'a tool' | 'the server' = 'a tool',
): string {
  const { pid, command, hostname } = error.holder;
  const where = hostname === os.hostname() ? `process ${pid}` : `process ${pid} on ${hostname}`;
  const instead =
    starting === 'a tool'
      ? [
          'Either stop the Kindred server, run this again, and start the server again;',
          'or run Kindred on PostgreSQL (set DATABASE_URL), where this works beside a running server.',
        ]
      : ['Stop that process (or let it finish), then start the server again.'];
  return [
    `Another Kindred process (${where}: ${command}) is using the database in ${dataDir}.`,
    'The embedded database (PGlite) can be open in only one process at a time, so nothing was changed.',
    ...instead,
    `If no Kindred process is running, delete ${error.lockFile} and try again.`,
  ].join('\n');
}
