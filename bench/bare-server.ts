// The "limit beneath" for HTTP: a bare Fastify route answering a fixed JSON body, in its own
// process like the API, so neither shares a thread with the load generator.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const body = JSON.parse(await readFile(process.env.BODY_FILE!, 'utf8'));
const app = Fastify({ logger: false });
app.get('/', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
