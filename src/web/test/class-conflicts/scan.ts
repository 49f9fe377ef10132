import path from 'node:path';
import ts from 'typescript';
import { classesLostToMerge } from '@web/lib/cn';
import { ClassValues } from './class-values';
import { Components, MARKER } from './components';
import { ModuleNames } from './module-names';

/**
 * Reads the web app's source for classes that would conflict once joined (ADR 36): every `cn()`
 * and cva call, and every element of a component that joins a caller's `className` (or
 * `…ClassName`) to classes of its own, for every value its variants and conditions can take.
 *
 * It evaluates class expressions without running them: string literals, templates, `a ? b : c`,
 * `a && b`, constants in the same file or imported, objects of classes indexed by anything (each
 * value), calls of `cn`/`clsx`, of cva's functions (each variant combination the call allows) and
 * of small functions returning classes. What it cannot know (a value from props or state) adds no
 * class, so it finds the conflicts that are written in the source; the check in `cn()` itself,
 * which fails any test that draws a conflict, finds the rest.
 */

export type Conflict = { at: string; lost: string[]; classes: string };

/** The conflicts found so far, each once per place and classes lost. */
class ConflictLog {
  readonly conflicts: Conflict[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly root: string) {}

  report(node: ts.Node, classes: string) {
    const words = classes.replaceAll(MARKER, ' ').replace(/(^|\s)(true|false)(?=\s|$)/g, ' ');
    const lost = classesLostToMerge(words);
    if (lost.length === 0) return;
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const at = `${path.relative(this.root, source.fileName)}:${line + 1}`;
    const key = `${at} ${lost.join(' ')}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.conflicts.push({ at, lost, classes: words.replace(/\s+/g, ' ').trim() });
  }
}

export function scanClassConflicts(files: Map<string, string>, root: string): Conflict[] {
  const sources = new Map<string, ts.SourceFile>();
  for (const [file, text] of files)
    sources.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
  const names = new ModuleNames(sources, root);
  const values = new ClassValues(names);
  const components = new Components(names, values);
  const log = new ConflictLog(root);

  for (const source of sources.values()) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        // cn() and clsx(), cva's functions and the app's functions of classes (`panelClass`).
        const isClassCall =
          names.isJoiner(names.lookup(node.expression.text, node)) ||
          /(Variants|Cva|Class)$/.test(node.expression.text);
        const value = isClassCall ? values.evaluate(node, new Map()) : null;
        if (value && 'strs' in value) for (const option of value.strs) log.report(node, option);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const component = components.componentOf(node.tagName);
        if (component) {
          const attrs = components.attributesOf(node, new Map());
          for (const classProp of component.classProps) {
            const given = attrs.get(classProp);
            if (!given || !('strs' in given)) continue;
            const bases = components.slotClasses(component, classProp, attrs);
            for (const base of bases)
              for (const option of given.strs) log.report(node, base.replace(MARKER, option));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return log.conflicts;
}
