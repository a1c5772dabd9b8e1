import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

// Smoke test of the Storybook catalogue: every story renders into #storybook-root with no page
// errors, no console errors and no failed request. The story list is the build's index.json
// (`npm run build:storybook`). The preview is loaded once and each story is then selected the
// way Storybook's own manager does (SET_CURRENT_STORY on the preview's channel), which renders it
// freshly mounted: one page load for the catalogue instead of one per story.

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

function builtStories(): IndexEntry[] {
  const file = resolve('storybook-static', 'index.json');
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run build:storybook\` first`);
  }
  const index = JSON.parse(raw) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

const stories = builtStories();

test('the served index.json lists the built stories', async ({ request }) => {
  const response = await request.get('/index.json');
  expect(response.ok()).toBe(true);
  const served = (await response.json()) as { entries: Record<string, IndexEntry> };
  const servedIds = Object.values(served.entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id);
  expect(servedIds.sort()).toEqual(stories.map((story) => story.id).sort());
  expect(stories.length).toBeGreaterThan(0);
});

/** Storybook's core events (storybook/internal/core-events), by their wire names. */
const EVENTS = {
  select: 'setCurrentStory',
  rendered: 'storyRendered',
  failures: ['storyErrored', 'storyThrewException', 'storyMissing'],
};

interface PreviewChannel {
  on(event: string, listener: (...args: unknown[]) => void): void;
  off(event: string, listener: (...args: unknown[]) => void): void;
  emit(event: string, ...args: unknown[]): void;
}

/** Selects a story in the loaded preview; resolves once it rendered, or with why it did not. */
async function selectStory(page: Page, storyId: string): Promise<string | null> {
  return page.evaluate(
    ({ storyId, events }) =>
      new Promise<string | null>((done) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: PreviewChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const listeners: [string, (...args: unknown[]) => void][] = [];
        const finish = (outcome: string | null) => {
          for (const [event, listener] of listeners) channel.off(event, listener);
          done(outcome);
        };
        listeners.push([
          events.rendered,
          (id) => {
            if (id === storyId) finish(null);
          },
        ]);
        for (const failure of events.failures) {
          listeners.push([failure, (detail) => finish(`${failure}: ${JSON.stringify(detail)}`)]);
        }
        for (const [event, listener] of listeners) channel.on(event, listener);
        channel.emit(events.select, { storyId, viewMode: 'story' });
      }),
    { storyId, events: EVENTS },
  );
}

test(`all ${stories.length} stories render, light or dark as named`, async ({ page }) => {
  // A budget per story: the catalogue grows.
  test.setTimeout(30_000 + stories.length * 2_000);
  let current = stories[0].id;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      problems.push(`${current}: HTTP ${response.status()}: ${response.url()}`);
    }
  });

  await page.goto(`/iframe.html?id=${encodeURIComponent(current)}&viewMode=story`);
  const root = page.locator('#storybook-root');
  const html = page.locator('html');
  for (const [index, story] of stories.entries()) {
    await test.step(`${story.title} › ${story.name}`, async () => {
      current = story.id;
      if (index > 0) expect(await selectStory(page, story.id)).toBeNull();
      await expect(root.locator(':scope > *').first()).toBeVisible();
      // Stories named "...Dark" render with the dark theme, the others with the light one.
      if (/dark$/i.test(story.id)) await expect(html).toHaveClass(/\bdark\b/);
      else await expect(html).not.toHaveClass(/\bdark\b/);
      expect(problems).toEqual([]);
    });
  }
});
