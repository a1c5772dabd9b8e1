/** Origins a feature adds to the web app's CSP, for the host the page was asked on. */
export interface CspAdditions {
  script?: string[];
  frame?: string[];
  connect?: string[];
}

/**
 * Features that embed a third party (a payment provider's form, a push SDK) add its origins here
 * when, and only when, they are configured; the web app's CSP admits those and nothing more.
 */
export class CspSources {
  private readonly sources: ((host: string) => CspAdditions)[] = [];

  add(source: (host: string) => CspAdditions): void {
    this.sources.push(source);
  }

  for(host: string): Required<CspAdditions> {
    const all: Required<CspAdditions> = { script: [], frame: [], connect: [] };
    for (const source of this.sources) {
      const part = source(host);
      all.script.push(...(part.script ?? []));
      all.frame.push(...(part.frame ?? []));
      all.connect.push(...(part.connect ?? []));
    }
    return all;
  }
}
