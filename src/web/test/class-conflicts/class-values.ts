import ts from 'typescript';
import type { ModuleNames } from './module-names';

/** Combinations enough for any call the app writes; more are cut rather than waited for. */
const MAX_OPTIONS = 2048;

export type Value =
  { strs: string[] } | { obj: Map<string, Value | null> } | { absent: true } | null;
export type Env = Map<string, Value>;
export type Fn = ts.ArrowFunction | ts.FunctionDeclaration | ts.FunctionExpression;

export const strs = (options: string[]): Value => ({ strs: [...new Set(options)] });
export const optionsOf = (value: Value): string[] => (value && 'strs' in value ? value.strs : ['']);

function product(lists: string[][]): string[] {
  let result = [''];
  for (const list of lists) {
    const next: string[] = [];
    for (const left of result) for (const right of list) next.push(`${left} ${right}`.trim());
    result = [...new Set(next)].slice(0, MAX_OPTIONS);
  }
  return result;
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
  for (let up: ts.Node | undefined = node; up; up = up.parent) if (ts.isParameter(up)) return true;
  return false;
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

/**
 * Evaluates class expressions without running them: every value each can take, as far as the
 * source says; what it cannot know (a value from props or state) is null and adds no class.
 */
export class ClassValues {
  constructor(private readonly names: ModuleNames) {}

  evaluate(node: ts.Expression, env: Env, depth = 0): Value {
    if (depth > 40) return null;
    const next = (expr: ts.Expression, scope = env) => this.evaluate(expr, scope, depth + 1);
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
      const binding = this.names.lookup(node.text, node);
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
    if (ts.isCallExpression(node)) return this.evaluateCall(node, env, depth);
    return null;
  }

  private evaluateCall(node: ts.CallExpression, env: Env, depth: number): Value {
    const next = (expr: ts.Expression, scope = env) => this.evaluate(expr, scope, depth + 1);
    if (!ts.isIdentifier(node.expression)) return null;
    const binding = env.has(node.expression.text)
      ? undefined
      : this.names.lookup(node.expression.text, node);
    if (this.names.isJoiner(binding))
      return strs(product(node.arguments.map((argument) => joinerOptions(next(argument)))));
    if (binding?.kind !== 'decl') return null;
    const declared = binding.node;
    const callee: ts.Node | undefined = ts.isFunctionDeclaration(declared)
      ? declared
      : declared.initializer;
    if (callee && ts.isCallExpression(callee) && ts.isIdentifier(callee.expression)) {
      if (this.names.isCva(this.names.lookup(callee.expression.text, callee)))
        return this.evaluateCva(callee, node.arguments[0] ? next(node.arguments[0]) : null, depth);
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
      return result ? this.evaluate(result, scope, depth + 1) : null;
    }
    return null;
  }

  /** cva's classes for every variant value the call allows; its props' className goes last. */
  private evaluateCva(definition: ts.CallExpression, props: Value, depth: number): Value {
    const [baseNode, configNode] = definition.arguments;
    const base = baseNode ? optionsOf(this.evaluate(baseNode, new Map(), depth + 1)) : [''];
    const config = configNode ? this.evaluate(configNode, new Map(), depth + 1) : null;
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
}
