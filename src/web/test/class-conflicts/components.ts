import ts from 'typescript';
import { optionsOf, strs, type ClassValues, type Env, type Fn } from './class-values';
import type { ModuleNames } from './module-names';

/** Where the caller's classes go when the scan works out a component's own classes. */
export const MARKER = '__caller__';

export type Component = {
  fn: Fn;
  classProps: string[];
  props: string[];
  defaults: Map<string, ts.Expression>;
};

/** Components that join a caller's classes to their own, and the classes they join them to. */
export class Components {
  constructor(
    private readonly names: ModuleNames,
    private readonly values: ClassValues,
  ) {}

  componentOf(tag: ts.JsxTagNameExpression): Component | undefined {
    if (!ts.isIdentifier(tag) || !/^[A-Z]/.test(tag.text)) return undefined;
    const binding = this.names.lookup(tag.text, tag);
    if (binding?.kind !== 'decl') return undefined;
    const fn = ts.isFunctionDeclaration(binding.node) ? binding.node : binding.node.initializer;
    if (
      !fn ||
      !(ts.isArrowFunction(fn) || ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn))
    )
      return undefined;
    const first = fn.parameters[0];
    if (first && ts.isIdentifier(first.name)) return this.delegateOf(fn, first.name.text);
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
  private delegateOf(fn: Fn, propsName: string): Component | undefined {
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
        found = this.componentOf(node.tagName);
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return found;
  }

  /** The values a component's props take at an element that draws it. */
  attributesOf(element: ts.JsxOpeningLikeElement, env: Env): Env {
    const attrs: Env = new Map();
    for (const attribute of element.attributes.properties) {
      if (!ts.isJsxAttribute(attribute)) continue;
      const name = attribute.name.getText();
      const initializer = attribute.initializer;
      if (!initializer) attrs.set(name, strs(['true']));
      else if (ts.isStringLiteral(initializer)) attrs.set(name, strs([initializer.text]));
      else if (ts.isJsxExpression(initializer) && initializer.expression)
        attrs.set(name, this.values.evaluate(initializer.expression, env));
    }
    return attrs;
  }

  /**
   * The classes of the element that takes the component's `classProp`, for every combination
   * its props allow, the caller's classes standing where MARKER is.
   */
  slotClasses(component: Component, classProp: string, attrs: Env, depth = 0): string[] {
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
              ? this.values.evaluate(fallback, new Map())
              : { absent: true },
      );
    }
    const results: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node)) {
        const opening = ts.isJsxElement(node) ? node.openingElement : node;
        const inner = this.componentOf(opening.tagName);
        const elementAttrs = this.attributesOf(opening, this.withLocals(scope, opening));
        for (const [name, value] of elementAttrs) {
          const options = optionsOf(value).filter((option) => option.includes(MARKER));
          if (options.length === 0) continue;
          if (inner && inner.classProps.includes(name)) {
            const bases = this.slotClasses(inner, name, elementAttrs, depth + 1);
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
  private withLocals(scope: Env, at: ts.Node): Env {
    const env = new Map(scope);
    for (let block: ts.Node | undefined = at; block; block = block.parent) {
      if (!ts.isBlock(block)) continue;
      for (const statement of block.statements)
        if (ts.isVariableStatement(statement))
          for (const decl of statement.declarationList.declarations)
            if (ts.isIdentifier(decl.name) && decl.initializer && !env.has(decl.name.text))
              env.set(decl.name.text, this.values.evaluate(decl.initializer, env));
    }
    return env;
  }
}
