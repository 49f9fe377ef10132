import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../paths';

/** The pid of a process that has already exited: what a crashed server leaves in its lock. */
export function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

export type Finished = { code: number | null; stdout: string; stderr: string };

/**
 * Runs one of the server's TypeScript entry points (`src/server/cli/admin.ts`, …) as its own
 * Node process, as `npm run admin` would, with `env` over a clean environment.
 */
export function runEntryPoint(
  file: string,
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Finished> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(projectRoot, file), ...args],
    {
      cwd: projectRoot,
      env: { ...inherited, LOG_LEVEL: 'silent', ...env },
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file} ${args.join(' ')} did not finish in ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
