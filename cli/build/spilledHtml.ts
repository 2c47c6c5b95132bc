/**
 * Pages' texts set aside on disk while the build does not need them. Every page must be rendered before the first is
 * composed (the shared stylesheet is planned from all of them), so a build that holds each page's HTML in memory
 * meanwhile grows with the site; a page whose HTML the build cache does not read back on demand has it written here
 * instead, to one file, and read back, a page at a time, when its document is composed. Pages' Markdown sources are
 * set aside the same way from the moment they are loaded: each is read when its page is rendered and exported, and
 * holding them all would hold the whole site's source until the end of the build.
 *
 * The file is removed from its folder as soon as it is opened: it lives as long as the open handle, which is closed
 * once no page refers to it any more, and a build that stops leaves nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SourcePage } from '../model.ts';
import type { RenderedRoute } from '../render/renderedRoute.ts';

/** Closes a spill file's handle once nothing reads from it. */
const closeWhenUnreachable = new FinalizationRegistry<number>((fd) => fs.close(fd, () => {}));

class SpillFile {
  private readonly fd: number;
  private size = 0;
  /**
   * The text read last: composing a page asks for its HTML several times in a row. Known by its offset and length: an
   * empty text takes no room, so the next one starts at the same offset.
   */
  private lastRead: { at: number; bytes: number; text: string } | null = null;

  constructor() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-html-'));
    const file = path.join(dir, 'pages');
    this.fd = fs.openSync(file, 'w+');
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // A system that cannot remove an open file (Windows) leaves it to the temporary folder's own cleaning.
    }
    closeWhenUnreachable.register(this, this.fd);
  }

  /** Appends `text`; returns where it is and its length in bytes. */
  write(text: string): { at: number; bytes: number } {
    const at = this.size;
    const buffer = Buffer.from(text, 'utf8');
    for (let done = 0; done < buffer.length; ) done += fs.writeSync(this.fd, buffer, done, buffer.length - done, at + done);
    this.size += buffer.length;
    return { at, bytes: buffer.length };
  }

  read(at: number, bytes: number): string {
    if (this.lastRead?.at === at && this.lastRead.bytes === bytes) return this.lastRead.text;
    const buffer = Buffer.allocUnsafe(bytes);
    for (let done = 0; done < bytes; ) done += fs.readSync(this.fd, buffer, done, bytes - done, at + done);
    const text = buffer.toString('utf8');
    this.lastRead = { at, bytes, text };
    return text;
  }
}

/**
 * A rendered page whose HTML is set aside: its record as rendered, the HTML read back when asked for. A class, so that
 * thousands of them share one getter and one object layout.
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
  declare links: RenderedRoute['links'];
  declare brokenLinks?: RenderedRoute['brokenLinks'];
  declare assets?: RenderedRoute['assets'];
  declare productId: string | null;
  declare warnings: string[];
  readonly #file: SpillFile;
  readonly #at: number;
  readonly #bytes: number;

  constructor({ mainHtml, ...record }: RenderedRoute, file: SpillFile) {
    Object.assign(this, record);
    this.#file = file;
    ({ at: this.#at, bytes: this.#bytes } = file.write(mainHtml));
  }

  get mainHtml(): string {
    return this.#file.read(this.#at, this.#bytes);
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
    ({ at: this.#at, bytes: this.#bytes } = spill.write(body));
  }

  get body(): string {
    return this.#file.read(this.#at, this.#bytes);
  }
}

/** Whether `page` holds its HTML (rather than reading it from elsewhere when asked for it). */
export function holdsHtml(page: RenderedRoute): boolean {
  return !(page instanceof RouteWithSpilledHtml) && Object.getOwnPropertyDescriptor(page, 'mainHtml')?.get === undefined;
}

/** Sets pages' HTML aside on disk, all in one file: gives each page's record reading its HTML back when asked for it. */
export function createHtmlSpill(): (page: RenderedRoute) => RenderedRoute {
  let file: SpillFile | null = null;
  return (page) => new RouteWithSpilledHtml(page, (file ??= new SpillFile()));
}

/**
 * Sets pages' Markdown bodies aside on disk, all in one file: gives each page's record reading its body back when
 * asked for it. The body is no own property of the record: a copy of it (for another thread) names the body itself.
 */
export function createBodySpill(): (page: SourcePage) => SourcePage {
  let file: SpillFile | null = null;
  return (page) => new PageWithSpilledBody(page, (file ??= new SpillFile()));
}
