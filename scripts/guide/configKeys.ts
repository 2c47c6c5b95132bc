/**
 * Every key of the site config, read from the schema docsgen checks a config against: its path, type, whether it is
 * required, its default, and the description and example the schema's doc comments give it. The guide's config
 * reference is written from this list, so it lists exactly the keys docsgen accepts.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { z } from 'zod';
import { siteConfigSchema } from '../../cli/load/siteConfigSchema.ts';

export const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../cli/load/siteConfigSchema.ts');

export interface ConfigKey {
  /** `title`, `products[].id`, `theme.extends`. */
  path: string;
  type: string;
  required: boolean;
  /** The default as code (`'error'`, or the words of a `@default` tag); undefined when there is none. */
  defaultValue?: string;
  description: string;
  example: string;
}

interface KeyDoc {
  description: string;
  example?: string;
  defaultValue?: string;
  /** The type argument of a `z.custom<T>` initializer, e.g. `Layout`. */
  customType?: string;
}

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** The config keys in schema order, each with its documentation; throws naming a key that has no description or example. */
export function configKeys(schemaFile = SCHEMA_FILE): ConfigKey[] {
  const docs = keyDocs(fs.readFileSync(schemaFile, 'utf8'));
  const keys: ConfigKey[] = [];
  walkObject(siteConfigSchema as unknown as AnySchema, '', (key, schema) => {
    const doc = docs.get(key);
    if (!doc?.description || !doc.example) {
      throw new Error(`${path.relative(process.cwd(), schemaFile)}: config key "${key}" needs a doc comment with a description and an @example`);
    }
    const { required, defaultValue, inner } = unwrap(schema);
    keys.push({ path: key, type: typeText(inner, doc), required, defaultValue: defaultValue ?? doc.defaultValue, description: doc.description, example: doc.example });
  });
  return keys;
}

/** Calls `visit` for each key of an object schema, then for the keys of the objects its value holds. */
function walkObject(schema: AnySchema, prefix: string, visit: (key: string, schema: AnySchema) => void): void {
  const shape = schema._zod.def.shape as Record<string, AnySchema>;
  for (const [name, value] of Object.entries(shape)) {
    const key = `${prefix}${name}`;
    visit(key, value);
    for (const nested of nestedObjects(unwrap(value).inner, key)) walkObject(nested.schema, `${nested.prefix}.`, visit);
  }
}

/** The object schemas a value holds (an object, a list of objects, a union with an object), with their key prefix. */
function nestedObjects(schema: AnySchema, key: string): { schema: AnySchema; prefix: string }[] {
  const { def } = schema._zod;
  if (def.type === 'object') return [{ schema, prefix: key }];
  if (def.type === 'array') return nestedObjects(unwrap(def.element as AnySchema).inner, `${key}[]`);
  if (def.type === 'union') return (def.options as AnySchema[]).flatMap((option) => nestedObjects(unwrap(option).inner, key));
  return [];
}

function unwrap(schema: AnySchema): { inner: AnySchema; required: boolean; defaultValue?: string } {
  const { def } = schema._zod;
  if (def.type === 'optional') return { ...unwrap(def.innerType as AnySchema), required: false };
  if (def.type === 'default') {
    return { inner: unwrap(def.innerType as AnySchema).inner, required: false, defaultValue: codeOf(def.defaultValue) };
  }
  return { inner: schema, required: true };
}

/** A value as a config would write it: `'error'`, `{ enabled: false }`. */
function codeOf(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(codeOf).join(', ')}]`;
  if (typeof value === 'object' && value !== null) return `{ ${Object.entries(value).map(([k, v]) => `${k}: ${codeOf(v)}`).join(', ')} }`;
  return String(value);
}

/** The key's type as TypeScript would write it. */
function typeText(schema: AnySchema, doc: KeyDoc): string {
  const { def } = schema._zod;
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return def.type;
    case 'literal':
      return (def.values as unknown[]).map(codeOf).join(' | ');
    case 'enum':
      return Object.values(def.entries as Record<string, string>).map(codeOf).join(' | ');
    case 'object':
      return 'object';
    case 'array': {
      const element = typeText(unwrap(def.element as AnySchema).inner, doc);
      return element.includes('|') ? `(${element})[]` : `${element}[]`;
    }
    case 'union':
      return (def.options as AnySchema[]).map((option) => typeText(unwrap(option).inner, doc)).join(' | ');
    case 'lazy':
      // The schema's only lazy type is z.json(): plain data.
      return 'JSON';
    case 'tuple':
      return `[${(def.items as AnySchema[]).map((item) => typeText(unwrap(item).inner, doc)).join(', ')}]`;
    case 'record':
      return `Record<string, ${typeText(unwrap(def.valueType as AnySchema).inner, doc)}>`;
    case 'custom':
      if (!doc.customType) throw new Error(`a z.custom schema without a type argument cannot be documented`);
      return doc.customType;
    default:
      throw new Error(`the config reference does not know how to write a "${def.type}" schema's type`);
  }
}

/** Each key's doc comment in the schema's source, by key path, following the schemas its keys' values name. */
export function keyDocs(source: string): Map<string, KeyDoc> {
  const file = ts.createSourceFile('siteConfigSchema.ts', source, ts.ScriptTarget.Latest, true);
  const declarations = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) declarations.set(declaration.name.text, declaration.initializer);
    }
  }
  const docs = new Map<string, KeyDoc>();
  const readObject = (literal: ts.ObjectLiteralExpression, prefix: string) => {
    for (const property of literal.properties) {
      if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
      const key = `${prefix}${property.name.text}`;
      docs.set(key, { ...docOf(property), customType: customTypeIn(property.initializer, declarations) });
      for (const nested of objectLiteralsIn(property.initializer, declarations, key)) readObject(nested.literal, `${nested.prefix}.`);
    }
  };
  const root = objectLiteralsIn(declarations.get('siteConfigSchema')!, declarations, '')[0];
  readObject(root.literal, '');
  return docs;
}

/** The object literals a schema expression holds, through the names, calls and lists it is made of. */
function objectLiteralsIn(expression: ts.Expression, declarations: Map<string, ts.Expression>, prefix: string, seen = new Set<string>()): { literal: ts.ObjectLiteralExpression; prefix: string }[] {
  if (ts.isObjectLiteralExpression(expression)) return [{ literal: expression, prefix }];
  if (ts.isIdentifier(expression)) {
    const declared = declarations.get(expression.text);
    if (!declared || seen.has(expression.text)) return [];
    return objectLiteralsIn(declared, declarations, prefix, new Set([...seen, expression.text]));
  }
  if (ts.isPropertyAccessExpression(expression)) return objectLiteralsIn(expression.expression, declarations, prefix, seen);
  if (ts.isArrayLiteralExpression(expression)) return expression.elements.flatMap((element) => objectLiteralsIn(element, declarations, prefix, seen));
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression.getText().replace(/\s+/g, '');
    // A list's items sit under `key[]`, as in the runtime walk; a record's values are not keys of the config, and a
    // default value is a value, not a schema.
    if (callee === 'z.record') return [];
    if (ts.isPropertyAccessExpression(expression.expression) && expression.expression.name.text === 'default') {
      return objectLiteralsIn(expression.expression, declarations, prefix, seen);
    }
    const itemPrefix = callee === 'listOf' || callee === 'z.array' ? `${prefix}[]` : prefix;
    return [
      ...objectLiteralsIn(expression.expression, declarations, prefix, seen),
      ...expression.arguments.flatMap((argument) => objectLiteralsIn(argument, declarations, itemPrefix, seen)),
    ];
  }
  return [];
}

/** `Layout` for an initializer that is, or names, `z.custom<Layout>(…)`. */
function customTypeIn(expression: ts.Expression, declarations: Map<string, ts.Expression>): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node, seen: Set<string>): void => {
    if (found) return;
    if (ts.isCallExpression(node) && node.expression.getText() === 'z.custom' && node.typeArguments?.length) {
      found = node.typeArguments[0].getText();
      return;
    }
    if (ts.isIdentifier(node) && declarations.has(node.text) && !seen.has(node.text)) visit(declarations.get(node.text)!, new Set([...seen, node.text]));
    node.forEachChild((child) => visit(child, seen));
  };
  visit(expression, new Set());
  return found;
}

/** A property's doc comment: its text, and its `@example` and `@default` tags. */
function docOf(node: ts.Node): Omit<KeyDoc, 'customType'> {
  const jsDoc = (node as { jsDoc?: ts.JSDoc[] }).jsDoc?.at(-1);
  if (!jsDoc) return { description: '' };
  const tag = (name: string) => {
    const found = jsDoc.tags?.find((t) => t.tagName.text === name);
    return found ? oneLine(ts.getTextOfJSDocComment(found.comment) ?? '') : undefined;
  };
  return { description: oneLine(ts.getTextOfJSDocComment(jsDoc.comment) ?? ''), example: tag('example'), defaultValue: tag('default') };
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
