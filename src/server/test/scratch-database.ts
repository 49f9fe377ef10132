import postgres from 'postgres';

/**
 * A database of its own for each test file, on the server TEST_DATABASE_URL points at: empty, or
 * a copy of `template`.
 */
export async function createScratchDatabase(
  prefix = 'kindred_test',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(base, `drop database if exists ${name} with (force)`),
  };
}

/** One statement that cannot run inside a transaction (create or drop database), then hang up. */
async function onServer(server: URL, statement: string): Promise<void> {
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}
