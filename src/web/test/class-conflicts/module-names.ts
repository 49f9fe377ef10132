import path from 'node:path';
import ts from 'typescript';

export type Binding =
  | { kind: 'decl'; node: ts.VariableDeclaration | ts.FunctionDeclaration }
  | { kind: 'external'; module: string; name: string };

/** The web app's modules as parsed, and what a name in one of them refers to. */
export class ModuleNames {
  constructor(
    private readonly sources: Map<string, ts.SourceFile>,
    private readonly root: string,
  ) {}

  resolveModule(from: string, specifier: string): string | undefined {
    let base: string;
    if (specifier.startsWith('@web/')) base = path.join(this.root, specifier.slice('@web/'.length));
    else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
    else return undefined;
    for (const candidate of [
      base,
      `${base}.tsx`,
      `${base}.ts`,
      `${base}/index.tsx`,
      `${base}/index.ts`,
    ])
      if (this.sources.has(candidate)) return candidate;
    return undefined;
  }

  /** The declaration a name refers to where it is used: a local, a top-level one, or an import. */
  lookup(name: string, at: ts.Node): Binding | undefined {
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
              const file = this.resolveModule(scope.fileName, module);
              if (!file) return { kind: 'external', module, name: imported };
              return this.exported(file, imported) ?? { kind: 'external', module, name: imported };
            }
        }
      }
    }
    return undefined;
  }

  exported(file: string, name: string): Binding | undefined {
    const source = this.sources.get(file)!;
    const direct = this.lookup(name, source);
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
            const target = this.resolveModule(
              file,
              (statement.moduleSpecifier as ts.StringLiteral).text,
            );
            if (target) return this.exported(target, (element.propertyName ?? element.name).text);
          }
    return undefined;
  }

  isJoiner(binding: Binding | undefined) {
    return binding?.kind === 'external'
      ? binding.module === 'clsx' && binding.name === 'clsx'
      : binding?.kind === 'decl' &&
          binding.node.getSourceFile().fileName === path.join(this.root, 'lib/cn.ts') &&
          binding.node.name?.getText() === 'cn';
  }

  isCva(binding: Binding | undefined) {
    return (
      binding?.kind === 'external' &&
      binding.module === 'class-variance-authority' &&
      binding.name === 'cva'
    );
  }
}
