import { afterEach, describe, expect, it } from '@jest/globals';
import { setRenderedOrigin, siteOrigin } from './ssr';

describe('siteOrigin in the browser', () => {
  afterEach(() => setRenderedOrigin(null));

  it('is the origin the page was rendered with, so hydration writes the same URLs', () => {
    // The server renders absolute URLs (structured data) from APP_URL; a visitor on another
    // host name (a proxy, www) must not get different text in the first client render.
    setRenderedOrigin('https://tradiehub.com.au');
    expect(siteOrigin()).toBe('https://tradiehub.com.au');
  });

  it("is the page's own origin on a page the server did not render", () => {
    expect(siteOrigin()).toBe(window.location.origin);
  });
});
