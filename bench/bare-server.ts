// The "limit beneath" for HTTP: a bare Fastify route answering a fixed body (JSON, or the text of
// BODY_TYPE, such as a calendar file), in its own process like the API, so neither shares a
// thread with the load generator.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const text = await readFile(process.env.BODY_FILE!, 'utf8');
const type = process.env.BODY_TYPE || 'application/json; charset=utf-8';
const body = type.startsWith('application/json') ? JSON.parse(text) : text;
const app = Fastify({ logger: false });
app.get('/', async (_request, reply) => reply.type(type).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
