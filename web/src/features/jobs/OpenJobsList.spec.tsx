import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubApi, type StubAnswer } from '@/test/api';
import { renderPage, testUser } from '@/test/render';
import { OpenJobsList } from './OpenJobsList';

const JOB = {
  id: '6d1f4c8e-1111-4a7b-9c1d-000000000001',
  title: 'Fix a leaking kitchen tap',
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  budget: 25000,
  createdAt: new Date().toISOString(),
  isEmergency: false,
  assignedTradie: null,
};

/** Answers GET /api/jobs/open with each answer in turn; the first waits until released. */
function stubOpenJobs(...answers: StubAnswer[]) {
  let release: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  stubApi({
    'GET /api/jobs/open': async () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      if (calls === 1) await first;
      return answer;
    },
  });
  return { release };
}

describe('OpenJobsList', () => {
  it('says it is loading, then lists the jobs', async () => {
    const api = stubOpenJobs({ status: 200, body: [JOB] });
    await renderPage(<OpenJobsList cardFooter="Log in to quote" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading open jobs…');
    api.release();

    expect(await screen.findByText('Fix a leaking kitchen tap')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Log in to quote')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when there are no open jobs', async () => {
    stubOpenJobs({ status: 200, body: [] }).release();
    await renderPage(<OpenJobsList />);

    expect(
      await screen.findByText('There are no open jobs right now. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows an error with a retry that loads the jobs again', async () => {
    stubOpenJobs({ status: 500, body: null }, { status: 200, body: [JOB] }).release();
    const user = testUser();
    await renderPage(<OpenJobsList />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load open jobs just now.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Fix a leaking kitchen tap')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
