import type * as t from '@babel/types';
import { CanvasErrors } from './canvas-errors.js';
import type { Located, SourceFile } from './source-file.js';
import { applyEdits, type TextEdit } from './text-edits.js';

/** Where an element is in the current text of a file (as the manifest says, verified). */
export interface ElementRef {
  /** Posix path relative to the canvas root. */
  readonly file: string;
  /** 1-based line of the element's `<`. */
  readonly line: number;
  /** 0-based column of the element's `<`. */
  readonly column: number;
  readonly codebaseId: string;
  /** The request field that named the element, for error messages. */
  readonly field: string;
}

/** One file a change rewrote: its exact text before and after. */
export interface FileChange {
  readonly file: string;
  readonly before: string;
  readonly after: string;
}

/**
 * The files one change reads and writes, in memory. Mutations resolve every element they need
 * first, then apply edits (possibly in several passes, each over a fresh parse).
 */
export class Workspace {
  private readonly originals = new Map<string, string>();
  private readonly current = new Map<string, string>();

  constructor(
    private readonly read: (file: string) => Promise<string>,
    private readonly parse: (file: string, text: string) => SourceFile,
  ) {}

  async source(file: string): Promise<SourceFile> {
    let text = this.current.get(file);
    if (text === undefined) {
      text = await this.read(file);
      this.originals.set(file, text);
      this.current.set(file, text);
    }
    return this.parse(file, text);
  }

  async element(ref: ElementRef): Promise<{ source: SourceFile; element: Located<t.JSXElement> }> {
    const source = await this.source(ref.file);
    const element = source.elementAt(ref.line, ref.column);
    if (!element) throw CanvasErrors.staleManifest(ref.field, ref.codebaseId, ref.file);
    return { source, element };
  }

  apply(file: string, edits: readonly TextEdit[]): void {
    if (edits.length === 0) return;
    const text = this.current.get(file);
    if (text === undefined) throw new Error(`${file} was not read before editing`);
    this.current.set(file, applyEdits(text, edits));
  }

  /** The text of a file as the change leaves it (after `source` read it). */
  textOf(file: string): string | undefined {
    return this.current.get(file);
  }

  /** Files whose text differs from what was read, in the order they were read. */
  changes(): FileChange[] {
    const out: FileChange[] = [];
    for (const [file, before] of this.originals) {
      const after = this.current.get(file)!;
      if (after !== before) out.push({ file, before, after });
    }
    return out;
  }
}
