import path from 'node:path';

/**
 * The server's composition rule (ADR 32): a file outside the composition layer imports at most
 * one server feature. Two features meet only where they are composed (app.ts, composition/,
 * the command line), so a third place that wires them together cannot grow unnoticed.
 */
export const oneFeaturePerFile = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the composition layer imports more than one server feature.' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } } }],
    messages: {
      second:
        'This file already imports the {{first}} feature; only app.ts, composition/ and cli/ import more than one (ADR 32). Hand in what {{second}} offers from composition/.',
    },
  },
  create(context) {
    const featuresDir = context.options[0].featuresDir;
    const here = path.dirname(context.filename);
    let first = null;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const relative = path.relative(featuresDir, path.resolve(here, source));
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const feature = relative.split(path.sep)[0];
      if (first === null) first = feature;
      else if (feature !== first)
        context.report({ node, messageId: 'second', data: { first, second: feature } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
