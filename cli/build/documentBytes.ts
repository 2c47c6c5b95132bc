/** A composed document as what gets written: its text pieces encoded, its encoded pieces copied as they are. */
import type { DocumentPiece } from '../../templates/document.ts';

/** The document as one buffer, for one write. */
export function documentBytes(pieces: readonly DocumentPiece[]): Buffer {
  return Buffer.concat(pieces.flatMap((piece) => (typeof piece === 'string' ? [Buffer.from(piece)] : piece.chunks)));
}

/** The document as text (a page rebuilt in watch mode, tests). */
export function documentText(pieces: readonly DocumentPiece[]): string {
  return documentBytes(pieces).toString('utf8');
}
