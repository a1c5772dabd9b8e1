import { join } from 'node:path';
import * as prettier from 'prettier';
import { SourceFormatter } from '../domain/ports.js';

/** The project's own Prettier configuration (resolved for each file), over a range only. */
export class PrettierFormatter extends SourceFormatter {
  constructor(private readonly root: string) {
    super();
  }

  private readonly widths = new Map<string, number>();

  async lineWidth(path: string): Promise<number> {
    let width = this.widths.get(path);
    if (width === undefined) {
      const options = await prettier.resolveConfig(join(this.root, path));
      width = options?.printWidth ?? 80;
      this.widths.set(path, width);
    }
    return width;
  }

  async formatRange(path: string, text: string, start: number, end: number): Promise<string> {
    const filepath = join(this.root, path);
    const options = await prettier.resolveConfig(filepath);
    return prettier.format(text, { ...options, filepath, rangeStart: start, rangeEnd: end });
  }
}
