// jsdom, plus what browsers have and jsdom lacks: fetch and its classes (taken from Node, with
// relative URLs resolved against the page like a browser does), structuredClone, TextEncoder.
// Tests replace `fetch` itself with a stub (web/src/test/api.ts); nothing reaches a network.
import JSDOMEnvironment from 'jest-environment-jsdom';

export default class BrowserLikeEnvironment extends JSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const page = this.global;
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL
        ? new URL(input, page.location.href)
        : input;
    class PageRequest extends Request {
      constructor(input, init) {
        super(absolute(input), init);
      }
    }
    Object.assign(page, {
      Request: PageRequest,
      Response,
      Headers,
      FormData,
      ReadableStream,
      structuredClone,
      TextEncoder,
      TextDecoder,
      fetch: () => Promise.reject(new Error('fetch is not stubbed in this test')),
      // The router restores scroll positions; jsdom does not lay pages out.
      scrollTo: () => undefined,
    });
  }
}
