import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { AppError } from './app-error';

/** Far deeper than any body Kindred accepts (an event or a space is three levels deep). */
export const MAX_JSON_DEPTH = 32;

/**
 * Fastify's own JSON parser (prototype-poisoning checks included), after a scan that refuses
 * bodies nested deeper than MAX_JSON_DEPTH: a megabyte of `[[[[…` would otherwise be parsed
 * and walked recursively by every validator and by better-auth.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(new AppError('BAD_REQUEST', 'The request body is nested too deeply.'), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/**
 * A JSON text that arrived inside another body (a field of a multipart form), held to the rules
 * of a JSON body: no `__proto__` or `constructor.prototype` keys, no deeper than MAX_JSON_DEPTH.
 */
export function parseJsonField(name: string, text: string): unknown {
  const unreadable = () => new AppError('BAD_REQUEST', `The field "${name}" is not valid JSON.`);
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw unreadable();
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw unreadable();
  }
}

/** The deepest nesting of arrays and objects in a JSON text, ignoring brackets inside strings. */
export function jsonDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return deepest;
}
