import { execFile } from 'node:child_process';
import { chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a free port, that the test may
 * stop and start at will (the shared server on 5432 must never be stopped under other tests).
 */
export type PrivatePostgres = {
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the cluster and deletes its folder. */
  destroy: () => Promise<void>;
};

type Tools = { bin: string; runAs: string | null; runuser?: string };

/** Where initdb and pg_ctl are, and whom to run them as; or why a private cluster cannot be made. */
export function findPostgresTools(): Tools | { missing: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return { missing: `no initdb under ${root}/*/bin` };
  const bin = path.join(root, versions[0]!, 'bin');
  // PostgreSQL refuses to run as root; as root, run it as the postgres account.
  if (process.getuid?.() !== 0) return { bin, runAs: null };
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p));
  if (!runuser) return { missing: 'running as root without runuser to drop to postgres' };
  if (!lookupUser('postgres'))
    return { missing: 'running as root and there is no postgres account' };
  return { bin, runAs: 'postgres', runuser };
}

function lookupUser(name: string): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.split(':')[0] === name);
  if (!line) return undefined;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

export async function createPrivatePostgres(tools: Tools): Promise<PrivatePostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (tools.runAs) {
    const { uid, gid } = lookupUser(tools.runAs)!;
    chownSync(dir, uid, gid);
  }
  const tool = (name: string, args: string[]) => {
    const file = path.join(tools.bin, name);
    return tools.runAs
      ? run(tools.runuser!, ['-u', tools.runAs, '--', file, ...args])
      : run(file, args);
  };
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  // fsync off keeps the test quick; a process crash still loses nothing the server committed.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    tool('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-t', '30', ...args]);
  const start = async () => void (await pgCtl('-o', serverOptions, 'start'));
  // "immediate": as if the server crashed; it replays its log on the next start.
  const stop = async () => void (await pgCtl('-m', 'immediate', 'stop'));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop,
    start,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
