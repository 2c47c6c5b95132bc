/** A hook's parameters and return value, from its call signature. */
import ts from 'typescript';
import { byName, propApi } from './propApi.ts';
import { printType } from './typeText.ts';
import type { PropApi, TypeText } from './types.ts';

export interface HookSignature {
  parameters: PropApi[];
  returnValue: PropApi[];
  returnType: TypeText;
}

/**
 * Reads the last call signature (the most general overload). A single object parameter, the library's usual
 * `parameters` bag, is listed field by field; otherwise each positional parameter is one row. An object return
 * value is listed field by field too.
 */
export function hookSignature(checker: ts.TypeChecker, hook: ts.Symbol): HookSignature {
  const signatures = checker.getTypeOfSymbol(hook).getCallSignatures();
  const signature = signatures[signatures.length - 1];
  const parameters = signature.getParameters();
  const bag = parameters.length === 1 ? fieldsOf(checker, checker.getTypeOfSymbol(parameters[0])) : undefined;
  const returnType = signature.getReturnType();
  return {
    parameters: bag ?? documented(parameters.map((parameter) => propApi(checker, parameter))),
    returnValue: fieldsOf(checker, returnType) ?? [],
    returnType: printType(checker, returnType, false),
  };
}

/** The documented fields of a plain object type, or undefined for anything else (functions, arrays, primitives). */
function fieldsOf(checker: ts.TypeChecker, type: ts.Type): PropApi[] | undefined {
  const object = checker.getNonNullableType(type);
  const plain =
    object.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) && object.getCallSignatures().length === 0 && !checker.isArrayLikeType(object);
  const fields = plain ? checker.getPropertiesOfType(object) : [];
  return fields.length > 0 ? documented(fields.map((field) => propApi(checker, field))).sort(byName) : undefined;
}

function documented(rows: (PropApi | undefined)[]): PropApi[] {
  return rows.filter((row) => row !== undefined);
}
