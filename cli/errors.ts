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
