import { openDatabase } from './src/server/db/client';
import { searchEvents } from './src/server/features/events/events.service';
const h = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/kindred_bench' });
const client = (h.db as any).$client; const orig = client.query.bind(client);
client.query = (...a: any[]) => { const c = typeof a[0] === 'string' ? { text: a[0] } : a[0]; console.log('---\n' + c.text + '\n-- values: ' + JSON.stringify(a[1] ?? c.values)); return orig(...a); };
await searchEvents(h.db, process.argv[2]!);
process.exit(0);
