import path from 'node:path';
import ts from 'typescript';
import { classesLostToMerge } from '@web/lib/cn';

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

/** Where the caller's classes go when the scan works out a component's own classes. */
const MARKER = '__caller__';
/** Combinations enough for any call the app writes; more are cut rather than waited for. */
const MAX_OPTIONS = 2048;

type Value = { strs: string[] } | { obj: Map<string, Value | null> } | { absent: true } | null;
type Env = Map<string, Value>;
type Fn = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression;

export function scanClassConflicts(files: Map<string, string>, root: string): Conflict[] {
  const sources = new Map<string, ts.SourceFile>();
  for (const [file, text] of files)
    sources.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));

  const conflicts: Conflict[] = [];
  const seen = new Set<string>();
  const report = (node: ts.Node, classes: string) => {
    const words = classes.replaceAll(MARKER, ' ').replace(/(^|\s)(true|false)(?=\s|$)/g, ' ');
    const lost = classesLostToMerge(words);
    if (lost.length === 0) return;
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    const at = `${path.relative(root, source.fileName)}:${line + 1}`;
    const key = `${at} ${lost.join(' ')}`;
    if (seen.has(key)) return;
    seen.add(key);
    conflicts.push({ at, lost, classes: words.replace(/\s+/g, ' ').trim() });
  };

  // ---- modules and names ----------------------------------------------------------------

  function resolveModule(from: string, specifier: string): string | undefined {
    let base: string;
    if (specifier.startsWith('@web/')) base = path.join(root, specifier.slice('@web/'.length));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else return undefined;
    for (const candidate of [
      base,
      `${base}.tsx`,
      `${base}.ts`,
      `${base}/index.tsx`,
      `${base}/index.ts`,
    ])
      if (sources.has(candidate)) return candidate;
    return undefined;
  }

  type Binding =
    | { kind: 'decl'; node: ts.VariableDeclaration | ts.FunctionDeclaration }
    | { kind: 'external'; module: string; name: string };

  /** The declaration a name refers to where it is used: a local, a top-level one, or an import. */
  function lookup(name: string, at: ts.Node): Binding | undefined {
    for (let scope: ts.Node | undefined = at; scope; scope = scope.parent) {
      if (!ts.isBlock(scope) && !ts.isSourceFile(scope)) continue;
      for (const statement of scope.statements) {
        if (ts.isVariableStatement(statement))
          for (const decl of statement.declarationList.declarations)
            if (ts.isIdentifier(decl.name) && decl.name.text === name)
              return { kind: 'decl', node: decl };
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
          return { kind: 'decl', node: statement };
        if (ts.isImportDeclaration(statement) && ts.isSourceFile(scope)) {
          const named = statement.importClause?.namedBindings;
          if (!named || !ts.isNamedImports(named)) continue;
          for (const element of named.elements)
            if (element.name.text === name) {
              const imported = (element.propertyName ?? element.name).text;
              const module = (statement.moduleSpecifier as ts.StringLiteral).text;
              const file = resolveModule(scope.fileName, module);
              if (!file) return { kind: 'external', module, name: imported };
              return exported(file, imported) ?? { kind: 'external', module, name: imported };
            }
        }
      }
    }
    return undefined;
  }

  function exported(file: string, name: string): Binding | undefined {
    const source = sources.get(file)!;
    const direct = lookup(name, source);
    if (direct?.kind === 'decl') return direct;
    for (const statement of source.statements)
      if (
        ts.isExportDeclaration(statement) &&
        statement.moduleSpecifier &&
        statement.exportClause &&
        ts.isNamedExports(statement.exportClause)
      )
        for (const element of statement.exportClause.elements)
          if (element.name.text === name) {
            const target = resolveModule(
              file,
              (statement.moduleSpecifier as ts.StringLiteral).text,
            );
            if (target) return exported(target, (element.propertyName ?? element.name).text);
          }
    return undefined;
  }

  const isJoiner = (binding: Binding | undefined) =>
    binding?.kind === 'external'
      ? binding.module === 'clsx' && binding.name === 'clsx'
      : binding?.kind === 'decl' &&
        binding.node.getSourceFile().fileName === path.join(root, 'lib/cn.ts') &&
        binding.node.name?.getText() === 'cn';

  const isCva = (binding: Binding | undefined) =>
    binding?.kind === 'external' &&
    binding.module === 'class-variance-authority' &&
    binding.name === 'cva';

  // ---- values ----------------------------------------------------------------------------

  const strs = (options: string[]): Value => ({ strs: [...new Set(options)] });
  const optionsOf = (value: Value): string[] => (value && 'strs' in value ? value.strs : ['']);

  function product(lists: string[][]): string[] {
    let result = [''];
    for (const list of lists) {
      const next: string[] = [];
      for (const left of result) for (const right of list) next.push(`${left} ${right}`.trim());
      result = [...new Set(next)].slice(0, MAX_OPTIONS);
    }
    return result;
  }

  function evaluate(node: ts.Expression, env: Env, depth = 0): Value {
    if (depth > 40) return null;
    const next = (expr: ts.Expression, scope = env) => evaluate(expr, scope, depth + 1);
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    )
      return next(node.expression);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      return strs([node.text]);
    if (ts.isTemplateExpression(node))
      return strs(
        product([
          [node.head.text],
          ...node.templateSpans.flatMap((span) => [
            optionsOf(next(span.expression)),
            [span.literal.text],
          ]),
        ]),
      );
    if (ts.isConditionalExpression(node))
      return strs([...optionsOf(next(node.whenTrue)), ...optionsOf(next(node.whenFalse))]);
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken)
        return strs([...optionsOf(next(node.right)), '']);
      if (
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken
      ) {
        const left = next(node.left);
        return strs([...(left && 'strs' in left ? left.strs : []), ...optionsOf(next(node.right))]);
      }
      return null;
    }
    // `true` and `false` name a boolean variant of cva's; as classes they are dropped (report).
    if (node.kind === ts.SyntaxKind.TrueKeyword) return strs(['true']);
    if (node.kind === ts.SyntaxKind.FalseKeyword) return strs(['false']);
    if (
      node.kind === ts.SyntaxKind.NullKeyword ||
      (ts.isIdentifier(node) && node.text === 'undefined')
    )
      return strs(['']);
    if (ts.isObjectLiteralExpression(node)) {
      const obj = new Map<string, Value>();
      for (const property of node.properties) {
        if (ts.isPropertyAssignment(property))
          obj.set(property.name.getText().replace(/^['"]|['"]$/g, ''), next(property.initializer));
        else if (ts.isShorthandPropertyAssignment(property))
          obj.set(property.name.text, next(property.name));
      }
      return { obj };
    }
    if (ts.isIdentifier(node)) {
      if (env.has(node.text)) return env.get(node.text)!;
      const binding = lookup(node.text, node);
      if (binding?.kind === 'decl' && ts.isVariableDeclaration(binding.node))
        return binding.node.initializer && !isInsideFunctionParams(binding.node)
          ? next(binding.node.initializer, new Map())
          : null;
      return null;
    }
    if (ts.isPropertyAccessExpression(node)) {
      const target = next(node.expression);
      return target && 'obj' in target ? (target.obj.get(node.name.text) ?? null) : null;
    }
    if (ts.isElementAccessExpression(node)) {
      const target = next(node.expression);
      if (!target || !('obj' in target)) return null;
      return anyOf([...target.obj.values()]);
    }
    if (ts.isCallExpression(node)) return evaluateCall(node, env, depth);
    return null;
  }

  /** Any one of these values: classes, or objects (of classes) key by key. */
  function anyOf(values: Value[]): Value {
    if (values.length > 0 && values.every((value) => value && 'obj' in value)) {
      const obj = new Map<string, Value>();
      for (const value of values as { obj: Map<string, Value> }[])
        for (const key of value.obj.keys())
          obj.set(
            key,
            anyOf(values.map((each) => (each as { obj: Map<string, Value> }).obj.get(key) ?? null)),
          );
      return { obj };
    }
    return strs(values.flatMap((value) => optionsOf(value)));
  }

  function isInsideFunctionParams(node: ts.Node) {
    for (let up: ts.Node | undefined = node; up; up = up.parent)
      if (ts.isParameter(up)) return true;
    return false;
  }

  function evaluateCall(node: ts.CallExpression, env: Env, depth: number): Value {
    const next = (expr: ts.Expression, scope = env) => evaluate(expr, scope, depth + 1);
    if (!ts.isIdentifier(node.expression)) return null;
    const binding = env.has(node.expression.text) ? undefined : lookup(node.expression.text, node);
    if (isJoiner(binding))
      return strs(product(node.arguments.map((argument) => joinerOptions(next(argument)))));
    if (binding?.kind !== 'decl') return null;
    const declared = binding.node;
    const callee: ts.Node | undefined = ts.isFunctionDeclaration(declared)
      ? declared
      : declared.initializer;
    if (callee && ts.isCallExpression(callee) && ts.isIdentifier(callee.expression)) {
      if (isCva(lookup(callee.expression.text, callee)))
        return evaluateCva(callee, node.arguments[0] ? next(node.arguments[0]) : null, depth);
      return null;
    }
    if (
      callee &&
      (ts.isArrowFunction(callee) ||
        ts.isFunctionDeclaration(callee) ||
        ts.isFunctionExpression(callee))
    ) {
      const scope: Env = new Map();
      callee.parameters.forEach((parameter, index) =>
        bindParameter(
          parameter,
          node.arguments[index] ? next(node.arguments[index]) : { absent: true },
          scope,
        ),
      );
      const result = returnedExpression(callee);
      return result ? evaluate(result, scope, depth + 1) : null;
    }
    return null;
  }

  /** clsx's arguments: a string, or an object of classes switched on and off. */
  function joinerOptions(value: Value): string[] {
    if (value && 'obj' in value) return product([...value.obj.keys()].map((key) => [key, '']));
    return optionsOf(value);
  }

  function bindParameter(parameter: ts.ParameterDeclaration, value: Value, scope: Env) {
    if (ts.isIdentifier(parameter.name)) scope.set(parameter.name.text, value);
    else if (ts.isObjectBindingPattern(parameter.name))
      for (const element of parameter.name.elements) {
        if (!ts.isIdentifier(element.name) || element.dotDotDotToken) continue;
        const key = (element.propertyName ?? element.name).getText();
        const property = value && 'obj' in value ? value.obj.get(key) : { absent: true as const };
        scope.set(element.name.text, property === undefined ? { absent: true } : property);
      }
  }

  function returnedExpression(fn: Fn): ts.Expression | undefined {
    if (fn.body && !ts.isBlock(fn.body)) return fn.body;
    const statements = fn.body?.statements ?? [];
    const last = statements.at(-1);
    return last && ts.isReturnStatement(last) ? last.expression : undefined;
  }

  /** cva's classes for every variant value the call allows; its props' className goes last. */
  function evaluateCva(definition: ts.CallExpression, props: Value, depth: number): Value {
    const [baseNode, configNode] = definition.arguments;
    const base = baseNode ? optionsOf(evaluate(baseNode, new Map(), depth + 1)) : [''];
    const config = configNode ? evaluate(configNode, new Map(), depth + 1) : null;
    const variants = config && 'obj' in config ? config.obj.get('variants') : null;
    const defaults = config && 'obj' in config ? config.obj.get('defaultVariants') : null;
    const given = props && 'obj' in props ? props.obj : new Map<string, Value>();
    const lists: string[][] = [base];
    if (variants && 'obj' in variants)
      for (const [name, values] of variants.obj) {
        if (!values || !('obj' in values)) continue;
        const value = given.has(name) ? given.get(name)! : { absent: true as const };
        let chosen: string[];
        if (value && 'strs' in value && !value.strs.includes('')) chosen = value.strs;
        else if (value && ('absent' in value || ('strs' in value && value.strs.includes('')))) {
          const fallback = defaults && 'obj' in defaults ? defaults.obj.get(name) : null;
          chosen = fallback && 'strs' in fallback ? fallback.strs : [''];
          if (value && 'strs' in value) chosen = [...chosen, ...value.strs.filter(Boolean)];
        } else chosen = [...values.obj.keys()];
        lists.push(chosen.map((key) => optionsOf(values.obj.get(key) ?? null).join(' ')));
      }
    const className = given.get('className') ?? given.get('class');
    lists.push(className && 'strs' in className ? className.strs : ['']);
    return strs(product(lists));
  }

  // ---- components that join a caller's classes to their own -------------------------------

  type Component = {
    fn: Fn;
    classProps: string[];
    props: string[];
    defaults: Map<string, ts.Expression>;
  };

  function componentOf(tag: ts.JsxTagNameExpression): Component | undefined {
    if (!ts.isIdentifier(tag) || !/^[A-Z]/.test(tag.text)) return undefined;
    const binding = lookup(tag.text, tag);
    if (binding?.kind !== 'decl') return undefined;
    const fn = ts.isFunctionDeclaration(binding.node) ? binding.node : binding.node.initializer;
    if (
      !fn ||
      !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn))
    )
      return undefined;
    const first = fn.parameters[0];
    if (first && ts.isIdentifier(first.name)) return delegateOf(fn, first.name.text);
    if (!first || !ts.isObjectBindingPattern(first.name)) return undefined;
    const props = first.name.elements
      .filter((element) => !element.dotDotDotToken)
      .map((element) => (element.propertyName ?? element.name).getText());
    const classProps = props.filter((name) => name === 'className' || name.endsWith('ClassName'));
    const defaults = new Map<string, ts.Expression>();
    for (const element of first.name.elements)
      if (element.initializer)
        defaults.set((element.propertyName ?? element.name).getText(), element.initializer);
    return classProps.length > 0 ? { fn, classProps, props, defaults } : undefined;
  }

  /** The component that `function Outer(props)` draws with `<Inner {...props} />`, if any. */
  function delegateOf(fn: Fn, propsName: string): Component | undefined {
    let found: Component | undefined;
    const visit = (node: ts.Node) => {
      if (found) return;
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        node.attributes.properties.some(
          (attribute) =>
            ts.isJsxSpreadAttribute(attribute) &&
            ts.isIdentifier(attribute.expression) &&
            attribute.expression.text === propsName,
        )
      )
        found = componentOf(node.tagName);
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return found;
  }

  /** The values a component's props take at an element that draws it. */
  function attributesOf(element: ts.JsxOpeningLikeElement, env: Env): Env {
    const attrs: Env = new Map();
    for (const attribute of element.attributes.properties) {
      if (!ts.isJsxAttribute(attribute)) continue;
      const name = attribute.name.getText();
      const initializer = attribute.initializer;
      if (!initializer) attrs.set(name, strs(['true']));
      else if (ts.isStringLiteral(initializer)) attrs.set(name, strs([initializer.text]));
      else if (ts.isJsxExpression(initializer) && initializer.expression)
        attrs.set(name, evaluate(initializer.expression, env));
    }
    return attrs;
  }

  /**
   * The classes of the element that takes the component's `classProp`, for every combination
   * its props allow, the caller's classes standing where MARKER is.
   */
  function slotClasses(component: Component, classProp: string, attrs: Env, depth = 0): string[] {
    if (depth > 8) return [];
    const scope: Env = new Map();
    for (const prop of component.props) {
      const fallback = component.defaults.get(prop);
      scope.set(
        prop,
        prop === classProp
          ? strs([MARKER])
          : attrs.has(prop)
            ? attrs.get(prop)!
            : fallback
              ? evaluate(fallback, new Map())
              : { absent: true },
      );
    }
    const results: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node;
        const inner = componentOf(opening.tagName);
        const elementAttrs = attributesOf(opening, withLocals(scope, opening));
        for (const [name, value] of elementAttrs) {
          const options = optionsOf(value).filter((option) => option.includes(MARKER));
          if (options.length === 0) continue;
          if (inner && inner.classProps.includes(name)) {
            const bases = slotClasses(inner, name, elementAttrs, depth + 1);
            for (const option of options)
              for (const base of bases) results.push(base.replace(MARKER, option));
          } else if (name === 'className') results.push(...options);
        }
      }
      ts.forEachChild(node, visit);
    };
    if (component.fn.body) visit(component.fn.body);
    return [...new Set(results)];
  }

  /** The props in scope, and the constants made from them in the function's body. */
  function withLocals(scope: Env, at: ts.Node): Env {
    const env = new Map(scope);
    for (let block: ts.Node | undefined = at; block; block = block.parent) {
      if (!ts.isBlock(block)) continue;
      for (const statement of block.statements)
        if (ts.isVariableStatement(statement))
          for (const decl of statement.declarationList.declarations)
            if (ts.isIdentifier(decl.name) && decl.initializer && !env.has(decl.name.text))
              env.set(decl.name.text, evaluate(decl.initializer, env));
    }
    return env;
  }

  // ---- the scan ---------------------------------------------------------------------------

  for (const source of sources.values()) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        // cn() and clsx(), cva's functions and the app's functions of classes (`panelClass`).
        const isClassCall =
          isJoiner(lookup(node.expression.text, node)) ||
          /(Variants|Cva|Class)$/.test(node.expression.text);
        const value = isClassCall ? evaluate(node, new Map()) : null;
        if (value && 'strs' in value) for (const option of value.strs) report(node, option);
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const component = componentOf(node.tagName);
        if (component) {
          const attrs = attributesOf(node, new Map());
          for (const classProp of component.classProps) {
            const given = attrs.get(classProp);
            if (!given || !('strs' in given)) continue;
            const bases = slotClasses(component, classProp, attrs);
            for (const base of bases)
              for (const option of given.strs) report(node, base.replace(MARKER, option));
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return conflicts;
}
