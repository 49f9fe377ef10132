import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanClassConflicts } from '@web/test/class-conflicts/scan';

/**
 * `cn()` joins classes without merging them (ADR 36), so no two classes the source writes for one
 * element may set the same thing: this reads every class the app writes, with every variant a
 * call could choose, and fails on a pair that tailwind-merge would have had to settle.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

async function webSources() {
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      files.set(file, await readFile(file, 'utf8'));
  }
  return files;
}

/** A screen added beside the app's own, its classes given as the case needs. */
async function withProbe(source: string) {
  const files = await webSources();
  files.set(path.join(root, 'features/probe/probe.tsx'), source);
  return scanClassConflicts(files, root).filter((conflict) => conflict.at.includes('probe'));
}

describe('the classes the web app writes', () => {
  it('never conflict, so that joining them draws what merging them would', async () => {
    const files = await webSources();
    expect(files.size).toBeGreaterThan(300);
    expect(scanClassConflicts(files, root)).toEqual([]);
  });

  it('catches a caller overriding a class of a component', async () => {
    const conflicts = await withProbe(`
      import { Button } from '@web/components/ui/button';
      import { CardTitle } from '@web/components/ui/card';
      export function Probe({ big }: { big: boolean }) {
        return (
          <>
            <CardTitle className="text-xl">Title</CardTitle>
            <Button variant="outline" className={big ? 'h-14' : undefined}>Go</Button>
          </>
        );
      }
    `);
    expect(conflicts.map(({ lost }) => lost)).toEqual([['text-2xl'], ['h-11']]);
  });

  it('catches a conflict in a variant the call site may choose, and in a cn() of literals', async () => {
    const conflicts = await withProbe(`
      import { Button } from '@web/components/ui/button';
      import { fieldClass } from '@web/components/ui/input';
      import { cn } from '@web/lib/cn';
      export function Probe({ quiet }: { quiet: boolean }) {
        return (
          <>
            <Button variant={quiet ? 'ghost' : 'primary'} className="bg-white">Go</Button>
            <input className={cn(fieldClass, 'h-11', 'rounded-md')} />
          </>
        );
      }
    `);
    expect(conflicts.map(({ lost }) => lost)).toEqual([['bg-forest-800'], ['rounded-xl']]);
  });

  it('passes classes that only add to a component', async () => {
    const conflicts = await withProbe(`
      import { Button } from '@web/components/ui/button';
      export function Probe() {
        return <Button className="w-full sm:w-auto">Go</Button>;
      }
    `);
    expect(conflicts).toEqual([]);
  });
});
