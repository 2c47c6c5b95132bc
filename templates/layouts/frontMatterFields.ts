/** Typed reads of the front-matter keys layouts own (dates, roles, themes…): a value of the wrong shape stops the build with its key path and an example. */
import type { LayoutPage } from './types.ts';

export type FrontMatterRecord = Record<string, unknown>;

/**
 * A front-matter value of the wrong shape, thrown from a layout as data: the page's route, the key path and the
 * message. Layouts are not told source files; the build turns it into a content error at the page's file and line.
 */
export class FrontMatterProblem extends Error {
  readonly route: string;
  /** Path of the key in the front matter, e.g. `teams[1].roles[0].href`. */
  readonly key: string;

  constructor(route: string, key: string, expected: string) {
    super(`front matter "${key}" must be ${expected}`);
    this.name = 'FrontMatterProblem';
    this.route = route;
    this.key = key;
  }
}

/** A front-matter mistake on `page`. */
export function frontMatterError(page: LayoutPage, key: string, expected: string): FrontMatterProblem {
  return new FrontMatterProblem(page.route, key, expected);
}

/** The non-empty string at `record[key]`; `at` is the path of `record` in the front matter (e.g. `teams[1].`). */
export function requiredText(page: LayoutPage, record: FrontMatterRecord, key: string, at = ''): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw frontMatterError(page, `${at}${key}`, `a non-empty string; write it as ${key}: "…"`);
  }
  return value;
}

/** Like `requiredText`, but an absent key gives `undefined`. */
export function optionalText(page: LayoutPage, record: FrontMatterRecord, key: string, at = ''): string | undefined {
  return record[key] === undefined ? undefined : requiredText(page, record, key, at);
}

/** The list of non-empty strings at `record[key]`; an absent key is an empty list. */
export function textList(page: LayoutPage, record: FrontMatterRecord, key: string, at = ''): string[] {
  const value = record[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw frontMatterError(page, `${at}${key}`, `a list of non-empty strings, e.g. ${key}: [first, second]`);
  }
  return value as string[];
}

/** The list of mappings at `record[key]`; an absent key is an empty list. */
export function recordList(page: LayoutPage, record: FrontMatterRecord, key: string, at = ''): FrontMatterRecord[] {
  const value = record[key];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'object' || item === null || Array.isArray(item))) {
    throw frontMatterError(page, `${at}${key}`, `a list of mappings, one "- key: value" block per item`);
  }
  return value as FrontMatterRecord[];
}
