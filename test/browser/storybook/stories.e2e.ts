import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

// Smoke test of the Storybook catalogue: every story renders into #storybook-root with no page
// errors and no console errors. The story list is the build's index.json (`npm run build:storybook`).

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

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });

    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);

    const root = page.locator('#storybook-root');
    await expect(root.locator(':scope > *').first()).toBeVisible();
    // Stories named "...Dark" render with the dark theme, the others with the light one.
    const html = page.locator('html');
    if (/dark$/i.test(story.id)) await expect(html).toHaveClass(/\bdark\b/);
    else await expect(html).not.toHaveClass(/\bdark\b/);

    expect(problems).toEqual([]);
  });
}
