/** One error type for content and config problems: where it is and what to do about it. */
export interface SourcePosition {
  line: number;
  column?: number;
}

export class ContentError extends Error {
  readonly file: string;
  readonly position?: SourcePosition;

  constructor(file: string, message: string, position?: SourcePosition) {
    super(message);
    this.name = 'ContentError';
    this.file = file;
    this.position = position;
  }

  /** `file:line:col: message`, the shape editors and terminals make clickable. */
  format(): string {
    const where = this.position
      ? `${this.file}:${this.position.line}${this.position.column ? `:${this.position.column}` : ''}`
      : this.file;
    return `${where}: ${this.message}`;
  }
}

/** Several content errors found in one pass, reported together. */
export class ContentErrors extends Error {
  readonly errors: ContentError[];
  constructor(errors: ContentError[]) {
    super(errors.map((e) => e.format()).join('\n'));
    this.name = 'ContentErrors';
    this.errors = errors;
  }
}

/** A bad command line: exit code 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A content error as plain data, as it crosses a thread boundary. */
export interface ContentErrorData {
  file: string;
  message: string;
  position?: SourcePosition;
}

/** The content errors `error` stands for (one, or a collection of them); null when it is some other error. */
export function contentErrorsIn(error: unknown): ContentError[] | null {
  return error instanceof ContentErrors ? error.errors : error instanceof ContentError ? [error] : null;
}

/** The content errors `error` stands for, as data; null when it is some other error. */
export function contentErrorData(error: unknown): ContentErrorData[] | null {
  return contentErrorsIn(error)?.map((e) => ({ file: e.file, message: e.message, position: e.position })) ?? null;
}

/** Content errors made again from their data, to report them as if they had happened in this thread. */
export function contentErrorsFrom(data: readonly ContentErrorData[]): ContentErrors {
  return new ContentErrors(data.map((e) => new ContentError(e.file, e.message, e.position)));
}
