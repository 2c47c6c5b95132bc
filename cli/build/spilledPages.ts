/**
 * What the build keeps of every page, set aside on disk while it does not need it. Every page must be rendered before
 * the first is composed (the shared stylesheet is planned from all of them) and its links checked (a link may point at
 * any page), so a build that holds each page's HTML, links and element ids in memory meanwhile grows with the site;
 * a page whose HTML the build cache does not read back on demand has them written here instead, to one file, and read
 * back, a page at a time, when its document is composed and its links checked. Pages' Markdown sources are set aside
 * the same way from the moment they are loaded: each is read when its page is rendered and exported, and holding them
 * all would hold the whole site's source until the end of the build.
 */
import type { SourcePage } from '../model.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';
import { SpillFile, type SpillPlace } from '../spillFile.ts';
import type { PageFacts } from './pageFacts.ts';

/**
 * A rendered page whose HTML and links are set aside: its record as rendered, the HTML and links read back when asked
 * for. A class, so that thousands of them share their getters and one object layout.
 */
class RouteWithSpilledHtml implements RenderedRoute {
  declare route: string;
  declare file: string;
  declare language: string;
  declare title: string;
  declare documentTitle: string;
  declare description?: string;
  declare shell: RenderedRoute['shell'];
  declare styles: RenderedRoute['styles'];
  declare brokenLinks?: RenderedRoute['brokenLinks'];
  declare assets?: RenderedRoute['assets'];
  declare productId: string | null;
  declare warnings: string[];
  readonly #file: SpillFile;
  readonly #htmlAt: number;
  readonly #htmlBytes: number;
  readonly #linksAt: number;
  readonly #linksBytes: number;

  constructor({ mainHtml, links, ...record }: RenderedRoute, file: SpillFile) {
    Object.assign(this, record);
    this.#file = file;
    ({ at: this.#htmlAt, bytes: this.#htmlBytes } = file.writeText(mainHtml));
    ({ at: this.#linksAt, bytes: this.#linksBytes } = file.writeValue(links));
  }

  get mainHtml(): string {
    return this.#file.readText(this.#htmlAt, this.#htmlBytes);
  }

  get links(): RenderedRoute['links'] {
    return this.#file.readValue(this.#linksAt, this.#linksBytes);
  }
}

/** A loaded page whose Markdown body is set aside: its fields as loaded, the body read back when asked for. */
class PageWithSpilledBody implements SourcePage {
  route: string;
  file: string;
  absFile: string;
  frontMatter: SourcePage['frontMatter'];
  bodyLine: number;
  readonly #file: SpillFile;
  readonly #at: number;
  readonly #bytes: number;

  constructor({ route, file, absFile, frontMatter, body, bodyLine }: SourcePage, spill: SpillFile) {
    this.route = route;
    this.file = file;
    this.absFile = absFile;
    this.frontMatter = frontMatter;
    this.bodyLine = bodyLine;
    this.#file = spill;
    ({ at: this.#at, bytes: this.#bytes } = spill.writeText(body));
  }

  get body(): string {
    return this.#file.readText(this.#at, this.#bytes);
  }
}

/** A page's element ids (as in its facts) and internal links. */
type SpilledLinks = [contentIds: string, hrefs: string[]];

/**
 * A page's facts with the two that grow with its content set aside (its element ids and internal links, read by the
 * link check and, for the ids, its document), the others held: the style plan reads them for every page at once.
 */
class FactsWithSpilledLinks implements PageFacts {
  declare stylesDigest: string;
  declare ligatureIcons: boolean;
  declare htmlUsage: PageFacts['htmlUsage'];
  declare islandsOnLoad: string[];
  /** Where its ids and links are, set aside together: the link check reads both. */
  readonly #place: SpillPlace;
  readonly #file: SpillFile;

  constructor({ contentIds, hrefs, ...held }: PageFacts, file: SpillFile) {
    Object.assign(this, held);
    this.#file = file;
    this.#place = file.writeValue([contentIds, hrefs] satisfies SpilledLinks);
  }

  get contentIds(): string {
    return this.#file.readValue<SpilledLinks>(this.#place.at, this.#place.bytes)[0];
  }

  get hrefs(): string[] {
    return this.#file.readValue<SpilledLinks>(this.#place.at, this.#place.bytes)[1];
  }
}

/** Whether `page` holds its HTML (rather than reading it from elsewhere when asked for it). */
export function holdsHtml(page: RenderedRoute): boolean {
  return !(page instanceof RouteWithSpilledHtml) && Object.getOwnPropertyDescriptor(page, 'mainHtml')?.get === undefined;
}

/** Sets pages' HTML and links aside on disk, all in one file: gives each page's record reading them back when asked for them. */
export function createHtmlSpill(): (page: RenderedRoute) => RenderedRoute {
  let file: SpillFile | null = null;
  return (page) => new RouteWithSpilledHtml(page, (file ??= new SpillFile()));
}

/** Sets pages' element ids and internal links aside on disk, all in one file: gives facts reading them back when asked for them. */
export function createFactsSpill(): (facts: PageFacts) => PageFacts {
  let file: SpillFile | null = null;
  return (facts) => new FactsWithSpilledLinks(facts, (file ??= new SpillFile()));
}

/**
 * Sets pages' Markdown bodies aside on disk, all in one file: gives each page's record reading its body back when
 * asked for it (a page whose body is set aside already as it is). The body is no own property of the record: a copy
 * of it (for another thread) names the body itself.
 */
export function createBodySpill(): (page: SourcePage) => SourcePage {
  let file: SpillFile | null = null;
  return (page) => (page instanceof PageWithSpilledBody ? page : new PageWithSpilledBody(page, (file ??= new SpillFile())));
}
