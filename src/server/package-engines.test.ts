import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Lock = { packages: Record<string, { engines?: { node?: string }; dev?: boolean }> };

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')) as T;

// package.json promises Node.js 20.19 or newer. Every package the lockfile installs must run on
// the oldest Node that promise allows, or a fresh machine on that Node gets a broken install
// (issue 10: cookie@2, through light-my-request, wanted Node 22).
describe('the engines field and the lockfile agree', () => {
  it('installs no package that needs a newer Node.js than package.json promises', () => {
    const promised = read<{ engines: { node: string } }>('package.json').engines.node;
    const oldest = semver.minVersion(promised)!.version;
    const needNewer = Object.entries(read<Lock>('package-lock.json').packages)
      .filter(([name, info]) => name !== '' && info.engines?.node)
      .filter(([, info]) => !semver.satisfies(oldest, info.engines!.node!))
      .map(([name, info]) => `${name} wants node ${info.engines!.node}`);
    expect(needNewer, `on Node.js ${oldest}`).toEqual([]);
  });
});
