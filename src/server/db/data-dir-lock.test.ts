import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deadPid } from '../test/processes';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

function holdAs(file: string, pid: number, hostname = os.hostname()) {
  writeFileSync(file, JSON.stringify({ pid, hostname, command: 'main.js', since: '' }));
}

describe('the data folder lock', () => {
  let dir: string;
  let file: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-lock-'));
    file = path.join(dir, 'pglite.lock');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('holds the pid of the process that took it, until released', () => {
    const lock = acquireDataDirLock(file, 'main.js');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'main.js',
    });
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('is refused while another live process holds it, naming that process', () => {
    const parent = process.ppid; // alive for as long as this test runs
    holdAs(file, parent);
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
    try {
      acquireDataDirLock(file);
    } catch (error) {
      expect((error as DataDirLockedError).holder).toMatchObject({ pid: parent });
    }
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(parent);
  });

  it('is refused when the holder is on another machine, which cannot be checked', () => {
    holdAs(file, deadPid(), 'some-other-host');
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
  });

  it.each([
    ['a process that is gone', () => holdAs(file, deadPid())],
    ['a previous life of this very pid', () => holdAs(file, process.pid)],
    ['an unreadable file', () => writeFileSync(file, 'not json')],
  ])('takes over a stale lock left by %s', (_name, leave) => {
    leave();
    const lock = acquireDataDirLock(file, 'admin.js grant-host');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      pid: process.pid,
      command: 'admin.js grant-host',
    });
    lock.release();
  });

  it('never removes a lock that another process has taken since', () => {
    const lock = acquireDataDirLock(file);
    holdAs(file, process.ppid);
    lock.release();
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.ppid);
  });
});
