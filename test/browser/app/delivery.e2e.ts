import { expect, test } from './helpers.ts';

// What a first visit to the landing page downloads, as the browser sees it on the wire.
const BUDGET_BYTES = 150 * 1024;

test('the landing page loads at most 150 KB of compressed JavaScript, cached immutably', async ({
  page,
}) => {
  const scripts: { url: string; encoding?: string; cache?: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const headers = response.headers();
    scripts.push({
      url: response.url(),
      encoding: headers['content-encoding'],
      cache: headers['cache-control'],
      bytes: response
        .request()
        .sizes()
        .then((s) => s.responseBodySize),
    });
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  expect(scripts.length).toBeGreaterThan(0);
  const sizes = await Promise.all(scripts.map((s) => s.bytes));
  const total = sizes.reduce((sum, n) => sum + n, 0);
  scripts.forEach((script, i) => {
    if (new URL(script.url).pathname === '/registerSW.js') {
      // The installable app's service-worker registration: unhashed, so it revalidates.
      expect(script.cache).toBe('no-cache');
      return;
    }
    expect(script.url).toContain('/assets/');
    expect(script.cache).toBe('public, max-age=31536000, immutable');
    // Chromium offers brotli only over HTTPS; on this plain-HTTP test server it takes gzip.
    // Answers under 1 KB are not worth compressing and go as they are.
    if (sizes[i] >= 1024) expect(script.encoding).toMatch(/^(br|gzip)$/);
  });
  test.info().annotations.push({
    type: 'landing JS',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} scripts`,
  });
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
