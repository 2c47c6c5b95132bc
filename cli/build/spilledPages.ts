/**
 * What the build keeps of every page, set aside on disk while it does not need it. Every page must be rendered before
 * the first is composed (the shared stylesheet is planned from all of them) and its links checked (a link may point at
 * any page), so a build that holds each page's record and facts in memory meanwhile grows with the site; a page whose
 * HTML the build cache does not read back on demand has all but its route written here instead, to one file, and read
 * back, a page at a time, by the steps that read them (the style plan, its document, the link check). Pages' Markdown
 * sources are set aside the same way from the moment they are loaded: each is read when its page is rendered and
 * exported, and holding them all would hold the whole site's source until the end of the build.
 */
import path from 'node:path';
import { packedDigest, unpackedDigest } from '../cache/digest.ts';
import { detachedText } from './detachedCopy.ts';
import { bodyFactsOfText, type BodyFacts, type KnowsBodyFacts } from '../load/bodyFacts.ts';
import type { SourcePage } from '../model.ts';
import { RECORD_FIELDS, type RenderedRoute } from '../render/renderedRoute.ts';
import { SpillFile } from '../spillFile.ts';
import { FACT_FIELDS, type PageFacts } from './pageFacts.ts';
import { readThroughGetters } from './recordGetters.ts';

/** What of a rendered page is set aside as one value, its links and HTML apart: all but its route. */
type SpilledRecord = Omit<RenderedRoute, 'route' | 'mainHtml' | 'links'>;

/**
 * A rendered page set aside: its route held, the rest of its record, its links and its HTML read back when asked for.
 * Held until every page is rendered and then read a page at a time by each later step, a page's record would
 * otherwise grow with the site (its styles, title, description, warnings: a few kilobytes a page). The record's
 * fields are getters on its prototype (recordGetters.ts): a copy by spreading holds the route alone.
 */
class SpilledRoute {
  readonly route: string;
  readonly #file: SpillFile;
  /** The record, the links and the HTML are set aside one after the other from here. */
  readonly #at: number;
  readonly #recordBytes: number;
  readonly #linksBytes: number;
  readonly #htmlBytes: number;

  constructor({ route, mainHtml, links, ...record }: RenderedRoute, file: SpillFile) {
    this.route = route;
    this.#file = file;
    ({ at: this.#at, bytes: this.#recordBytes } = file.writeValue(record satisfies SpilledRecord));
    this.#linksBytes = file.writeValue(links).bytes;
    this.#htmlBytes = file.writeText(mainHtml).bytes;
  }

  /** The record as set aside, read once while the same page's fields are asked for in a row. */
  record(): SpilledRecord {
    return this.#file.readSharedValue<SpilledRecord>(this.#at, this.#recordBytes);
  }

  get links(): RenderedRoute['links'] {
    return this.#file.readValue(this.#at + this.#recordBytes, this.#linksBytes);
  }

  get mainHtml(): string {
    return this.#file.readText(this.#at + this.#recordBytes + this.#linksBytes, this.#htmlBytes);
  }
}

readThroughGetters(SpilledRoute, RECORD_FIELDS, (page) => page.record());

/**
 * A loaded page whose Markdown body is set aside: its fields as loaded, the body read back when asked for, and what
 * the build asks of the body without its text (bodyFacts.ts) worked out as it was set aside.
 */
class PageWithSpilledBody implements SourcePage, KnowsBodyFacts {
  route: string;
  file: string;
  frontMatter: SourcePage['frontMatter'];
  bodyLine: number;
  readonly #file: SpillFile;
  readonly #at: number;
  readonly #bytes: number;
  /**
   * The absolute path of its file: the folder it is in, that of the site root (shared by the site's pages), when the
   * path is that folder and its `file` (the folder ends with a separator, a file's path never does); else the path.
   */
  readonly #absFileHead: string;
  // The body's facts as two fields, not an object of their own held beside the page: a large site's pages are held
  // through the build. Made into one when asked for (a few times a page: to key its render, to find its demos). The
  // digest packed (digest.ts).
  readonly #bodyDigest: string;
  readonly #mayReferenceDemos: boolean;
  readonly #mayEmbedApi: boolean;

  constructor({ route, file, absFile, frontMatter, body, bodyLine }: SourcePage, spill: SpillFile, folders: Map<string, string>) {
    this.route = route;
    this.file = file;
    this.#absFileHead = absFileHead(absFile, file, folders);
    this.frontMatter = frontMatter;
    this.bodyLine = bodyLine;
    this.#file = spill;
    const facts = bodyFactsOfText(body);
    this.#bodyDigest = packedDigest(facts.digest);
    this.#mayReferenceDemos = facts.mayReferenceDemos;
    this.#mayEmbedApi = facts.mayEmbedApi;
    ({ at: this.#at, bytes: this.#bytes } = spill.writeText(body));
  }

  get body(): string {
    return this.#file.readText(this.#at, this.#bytes);
  }

  /** A getter, as the body is: a copy by spreading has neither (plainPage, model.ts, copies both). */
  get absFile(): string {
    const head = this.#absFileHead;
    return head.endsWith(path.sep) ? head + this.file : head;
  }

  /** A getter, as the body is: a copy by spreading, which has no body, has none of its facts either. */
  get bodyFacts(): BodyFacts {
    return { digest: unpackedDigest(this.#bodyDigest), mayReferenceDemos: this.#mayReferenceDemos, mayEmbedApi: this.#mayEmbedApi };
  }
}

/**
 * What a page set aside holds of the absolute path of its file: the folder it is in when `file` is its path from
 * there (one string for all the site's pages, from `folders`), else the path itself. A large site's paths, each the
 * site's folder and its `file` over again, were a string a page held through the build.
 */
function absFileHead(absFile: string, file: string, folders: Map<string, string>): string {
  const folderLength = absFile.length - file.length;
  if (folderLength <= 0 || !absFile.endsWith(file) || absFile[folderLength - 1] !== path.sep) return absFile;
  const folder = absFile.slice(0, folderLength);
  const known = folders.get(folder);
  if (known !== undefined) return known;
  const copy = detachedText(folder);
  folders.set(copy, copy);
  return copy;
}

/**
 * A page's facts set aside, read back when asked for: the link check reads its element ids and internal links, the
 * style plan and its document the others, each a page at a time. Given as data (a render's facts): an object whose
 * facts are getters would be set aside empty.
 */
class SpilledFacts {
  readonly #file: SpillFile;
  readonly #at: number;
  readonly #bytes: number;

  constructor(facts: PageFacts, file: SpillFile) {
    this.#file = file;
    ({ at: this.#at, bytes: this.#bytes } = file.writeValue(facts));
  }

  /** The facts as set aside, read once while the same page's are asked for in a row. */
  facts(): PageFacts {
    return this.#file.readSharedValue<PageFacts>(this.#at, this.#bytes);
  }
}

readThroughGetters(SpilledFacts, FACT_FIELDS, (facts) => facts.facts());

/** Whether `page` holds its HTML (rather than reading it from elsewhere when asked for it): a record with its HTML as data. */
export function holdsHtml(page: RenderedRoute): boolean {
  return typeof Object.getOwnPropertyDescriptor(page, 'mainHtml')?.value === 'string';
}

/** Sets rendered pages aside on disk, all in one file: gives each page's record, reading all but its route back when asked for. */
export function createRouteSpill(): (page: RenderedRoute) => RenderedRoute {
  let file: SpillFile | null = null;
  return (page) => new SpilledRoute(page, (file ??= new SpillFile())) as unknown as RenderedRoute;
}

/** Sets pages' facts aside on disk, all in one file: gives facts reading them back when asked for them. */
export function createFactsSpill(): (facts: PageFacts) => PageFacts {
  let file: SpillFile | null = null;
  return (facts) => new SpilledFacts(facts, (file ??= new SpillFile())) as unknown as PageFacts;
}

/**
 * Sets pages' Markdown bodies aside on disk, all in one file: gives each page's record reading its body back when
 * asked for it (a page whose body is set aside already as it is). The body is no own property of the record: a copy
 * of it (for another thread) names the body itself.
 */
export function createBodySpill(): (page: SourcePage) => SourcePage {
  let file: SpillFile | null = null;
  const folders = new Map<string, string>();
  return (page) => (page instanceof PageWithSpilledBody ? page : new PageWithSpilledBody(page, (file ??= new SpillFile()), folders));
}
