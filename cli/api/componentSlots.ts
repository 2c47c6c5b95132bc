/** A component's slots, from its exported `<Name>Slots` interface. */
import type ts from 'typescript';
import { unprefixedName } from './unprefixedName.ts';
import { symbolDocs } from './jsdoc.ts';
import type { CssClassApi, SlotApi } from './types.ts';

/** Lists the slots in declaration order (root first, as the library writes them), with the class of the same key. */
export function componentSlots(
  checker: ts.TypeChecker,
  exportsByName: ReadonlyMap<string, ts.Symbol>,
  componentName: string,
  classes: readonly CssClassApi[],
): SlotApi[] {
  const slots = exportsByName.get(`${unprefixedName(componentName)}Slots`);
  if (!slots) return [];
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(slots)).map((slot) => {
    const docs = symbolDocs(checker, slot);
    const className = classes.find((cssClass) => cssClass.key === slot.name)?.className;
    return {
      name: slot.name,
      description: docs.description,
      ...(docs.default !== undefined ? { default: docs.default } : {}),
      ...(className ? { className } : {}),
    };
  });
}
