import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { OpenJobsWidget, PHONE_QUERY, REDUCED_MOTION_QUERY } from './OpenJobsWidget';

const INTERVAL = 4321;
const JOBS = Array.from({ length: 6 }, (_, i) => ({
  id: `6d1f4c8e-1111-4a7b-9c1d-00000000000${i + 1}`,
  title: `Open job number ${i + 1}`,
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  budget: 25000,
  createdAt: new Date().toISOString(),
  isEmergency: false,
  assignedTradie: null,
}));

/** The widget's rotation timers, run by hand: `tick()` fires the live ones. */
let timers: Map<number, () => void>;
let nextId = 1;

function matchMedia(matching: string[]) {
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

beforeEach(() => {
  timers = new Map();
  const realSet = window.setInterval.bind(window);
  jest.spyOn(window, 'setInterval').mockImplementation(((fn: () => void, ms?: number) => {
    if (ms !== INTERVAL) return realSet(fn, ms);
    const id = 100_000 + nextId++;
    timers.set(id, fn);
    return id;
  }) as typeof window.setInterval);
  const realClear = window.clearInterval.bind(window);
  jest.spyOn(window, 'clearInterval').mockImplementation((id) => {
    if (typeof id === 'number' && timers.delete(id)) return;
    realClear(id);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

const tick = () => act(() => [...timers.values()].forEach((fn) => fn()));
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

async function renderWidget() {
  const rendered = await renderPage(<OpenJobsWidget intervalMs={INTERVAL} />);
  await screen.findByText('Open job number 1');
  return rendered;
}

describe('OpenJobsWidget', () => {
  it('shows 3 of the teaser’s 6 open jobs at a time and rotates through them', async () => {
    stubApi({ 'GET /api/jobs/open': { status: 200, body: JOBS } });
    await renderWidget();

    expect(titles()).toEqual(['Open job number 1', 'Open job number 2', 'Open job number 3']);
    // Each card links as the Recent Jobs cards do.
    expect(screen.getByRole('link', { name: 'View Details: Open job number 1' })).toHaveAttribute(
      'href',
      '/login?redirect=dashboard%2Ffind-jobs',
    );
    tick();
    expect(titles()).toEqual(['Open job number 4', 'Open job number 5', 'Open job number 6']);
    expect(screen.getByText('Jobs 4 to 6 of 6')).toBeInTheDocument();
    tick();
    expect(titles()[0]).toBe('Open job number 1');
  });

  it('stops rotating when paused, and resumes', async () => {
    stubApi({ 'GET /api/jobs/open': { status: 200, body: JOBS } });
    const user = testUser();
    await renderWidget();

    await user.click(screen.getByRole('button', { name: 'Pause rotation' }));
    await user.unhover(screen.getByRole('button', { name: 'Resume rotation' }));
    // Neither hovered nor focused: only the pause holds the rotation now.
    act(() => (document.activeElement as HTMLElement).blur());
    expect(screen.getByRole('button', { name: 'Resume rotation' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(timers.size).toBe(0);
    tick();
    expect(titles()[0]).toBe('Open job number 1');

    await user.click(screen.getByRole('button', { name: 'Resume rotation' }));
    await user.unhover(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await waitFor(() => expect(timers.size).toBe(1));
    tick();
    expect(titles()[0]).toBe('Open job number 4');
  });

  it.each([
    ['people who prefer reduced motion', REDUCED_MOTION_QUERY],
    ['phones', PHONE_QUERY],
  ])('never rotates by itself for %s, who page by hand', async (_who, query) => {
    matchMedia([query]);
    stubApi({ 'GET /api/jobs/open': { status: 200, body: JOBS } });
    const user = testUser();
    await renderWidget();

    expect(timers.size).toBe(0);
    expect(screen.queryByRole('button', { name: /rotation/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next jobs' }));
    expect(titles()[0]).toBe('Open job number 4');
    await user.click(screen.getByRole('button', { name: 'Previous jobs' }));
    expect(titles()[0]).toBe('Open job number 1');
  });

  it('renders nothing when the teaser request fails', async () => {
    const api = stubApi({ 'GET /api/jobs/open': { status: 500, body: null } });
    const { queryClient } = await renderPage(<OpenJobsWidget intervalMs={INTERVAL} />);

    await waitFor(() => expect(queryClient.getQueryState(['jobs', 'open'])?.status).toBe('error'));
    expect(api.requests('GET /api/jobs/open')).toHaveLength(1);
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
  });

  it('renders nothing when no job is open, and no rotation for 3 jobs or fewer', async () => {
    stubApi({ 'GET /api/jobs/open': { status: 200, body: [] } });
    const { queryClient } = await renderPage(<OpenJobsWidget intervalMs={INTERVAL} />);
    await waitFor(() =>
      expect(queryClient.getQueryState(['jobs', 'open'])?.status).toBe('success'),
    );
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
  });

  it('shows up to 3 jobs without controls when there are no more', async () => {
    stubApi({ 'GET /api/jobs/open': { status: 200, body: JOBS.slice(0, 2) } });
    await renderWidget();
    expect(titles()).toHaveLength(2);
    expect(screen.getByText('2 open jobs')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(timers.size).toBe(0);
  });
});
