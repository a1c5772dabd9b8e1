import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import {
  ADMIN_DAY,
  EMPTY_HOMEOWNER_DAY,
  HOMEOWNER_DAY,
  QUIET_TRADIE_DAY,
  TRADIE_DAY,
} from '@/test/fixtures/dashboard';
import { renderPage, testUser } from '@/test/render';
import { AdminDayPanel } from './AdminDay';
import { HomeownerDayPanel } from './HomeownerDay';
import { TradieDayPanel } from './TradieDay';

describe('HomeownerDayPanel', () => {
  it('shows the quotes waiting, unread messages, points, reviews owed and jobs under way', async () => {
    const api = stubApi({ 'GET /api/dashboard/homeowner': { status: 200, body: HOMEOWNER_DAY } });
    await renderPage(<HomeownerDayPanel />);
    expect(await screen.findByTestId('quotes-waiting')).toHaveTextContent('2');
    expect(screen.getByTestId('unread-messages')).toHaveTextContent('3');
    expect(screen.getByTestId('points')).toHaveTextContent('1,250');
    expect(screen.getByText('Local: 250 points to Regular')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to Regular' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(screen.getByRole('link', { name: 'Replace the hot water system' })).toHaveAttribute(
      'href',
      '/dashboard/review/5b0d7a36-8d0f-4f8e-9d55-0d4c1c0e1a03',
    );
    const jobs = screen.getByRole('heading', { name: 'Jobs under way' }).parentElement!;
    expect(within(jobs).getByText('2 quotes to compare')).toBeInTheDocument();
    expect(within(jobs).getByText('Tradie hired')).toBeInTheDocument();
    // One call for the whole screen.
    expect(api.requests('GET /api/dashboard/homeowner')).toHaveLength(1);
  });

  it('invites a homeowner with nothing under way to post a job', async () => {
    stubApi({ 'GET /api/dashboard/homeowner': { status: 200, body: EMPTY_HOMEOWNER_DAY } });
    await renderPage(<HomeownerDayPanel />);
    expect(await screen.findByText(/No jobs under way\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute(
      'href',
      '/dashboard/post-job',
    );
    expect(screen.queryByRole('heading', { name: 'Review your tradie' })).not.toBeInTheDocument();
  });

  it('says it is loading, then offers a retry when the day cannot load', async () => {
    let calls = 0;
    stubApi({
      'GET /api/dashboard/homeowner': () => {
        calls += 1;
        return calls === 1
          ? refusal(503, 'We are having trouble right now')
          : { status: 200, body: HOMEOWNER_DAY };
      },
    });
    await renderPage(<HomeownerDayPanel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your day…');
    expect(await screen.findByText("We couldn't load your day")).toBeInTheDocument();
    expect(screen.getByText('We are having trouble right now')).toBeInTheDocument();
    await testUser().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('quotes-waiting')).toHaveTextContent('2');
  });
});

describe('TradieDayPanel', () => {
  it('shows credits, new leads, quotes awaiting an answer, jobs won and the rank', async () => {
    stubApi({ 'GET /api/dashboard/tradie': { status: 200, body: TRADIE_DAY } });
    await renderPage(<TradieDayPanel />);
    expect(await screen.findByTestId('new-leads')).toHaveTextContent('4');
    expect(screen.getByText(/posted since 25 November 2026/)).toBeInTheDocument();
    expect(screen.getByTestId('credits')).toHaveTextContent('24 credits');
    expect(screen.getByTestId('quotes-awaiting')).toHaveTextContent('3');
    expect(screen.getByText('1 lead still to quote.')).toBeInTheDocument();
    expect(screen.getByTestId('jobs-won')).toHaveTextContent('7');
    expect(screen.getByTestId('rank')).toHaveTextContent('#2');
    expect(screen.getByText('140 points this week.')).toBeInTheDocument();
  });

  it('tells a quiet tradie what to do next: buy credits, wait for matching jobs', async () => {
    stubApi({ 'GET /api/dashboard/tradie': { status: 200, body: QUIET_TRADIE_DAY } });
    await renderPage(<TradieDayPanel />);
    expect(await screen.findByTestId('rank')).toHaveTextContent('Not ranked');
    expect(screen.getByTestId('credits')).toHaveTextContent('0 credits');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/dashboard/tradie/wallet',
    );
    expect(screen.getByText(/Nothing new yet/)).toBeInTheDocument();
  });
});

describe('AdminDayPanel', () => {
  it("shows the queues and today's sign-ups and revenue in dollars", async () => {
    stubApi({ 'GET /api/dashboard/admin': { status: 200, body: ADMIN_DAY } });
    await renderPage(<AdminDayPanel />);
    expect(await screen.findByTestId('pending-verifications')).toHaveTextContent('4');
    expect(screen.getByTestId('open-disputes')).toHaveTextContent('1');
    expect(screen.getByTestId('signups-today')).toHaveTextContent('12');
    expect(screen.getByTestId('revenue-today')).toHaveTextContent('A$485');
    expect(screen.getByText('5 payments, GST included.')).toBeInTheDocument();
  });
});
