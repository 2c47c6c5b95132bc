/**
 * Defaults a component's source writes as default parameters: `function Button({ size = 'medium' })`, also inside
 * `forwardRef(…)` and `memo(…)`. Declarations (`.d.ts`) have none; a source entry does, and a prop without a
 * `@default` tag shows the default its destructuring gives.
 */
import ts from 'typescript';

/** Prop name → default as written in the source (`'medium'`, `false`); empty when the component is not such a function. */
export function parameterDefaults(component: ts.Symbol): Map<string, string> {
  const defaults = new Map<string, string>();
  const declaration = component.valueDeclaration;
  const fn = declaration && renderFunction(declaration);
  const props = fn?.parameters[0]?.name;
  if (!props || !ts.isObjectBindingPattern(props)) return defaults;
  for (const element of props.elements) {
    if (!element.initializer || element.dotDotDotToken) continue;
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) defaults.set(key.text, element.initializer.getText());
  }
  return defaults;
}

/** The function that renders: the declaration itself, or the function a variable's `forwardRef`/`memo` call wraps. */
function renderFunction(node: ts.Node): ts.SignatureDeclaration | undefined {
  if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isVariableDeclaration(node) && node.initializer) return renderFunction(node.initializer);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return renderFunction(node.expression);
  if (ts.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const found = renderFunction(argument);
      if (found) return found;
    }
  }
  return undefined;
}
