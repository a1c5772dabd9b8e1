import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/shared/api/errors';
import { QueryState, type QueryView } from './QueryState';

const view = <T,>(over: Partial<QueryView<T>>): QueryView<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data: undefined,
  refetch: jest.fn(() => Promise.resolve()),
  ...over,
});

const list = (data: string[]) => (
  <ul>
    {data.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('announces the loading words while the first load is under way', () => {
    render(
      <QueryState query={view<string[]>({ isPending: true })} loading="Loading jobs…">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading jobs…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the API's message under the title and loads again on Try again", async () => {
    const query = view<string[]>({ isError: true, error: new ApiError(403, 'Admins only.') });
    render(
      <QueryState query={query} loading="Loading…" errorTitle="We couldn't load jobs">
        {list}
      </QueryState>,
    );
    expect(screen.getByText("We couldn't load jobs")).toBeInTheDocument();
    expect(screen.getByText('Admins only.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("uses the page's words for a typed code, and the fallback for an error that is not the API's", () => {
    const coded = new ApiError(409, 'QUOTES.CHANGED raw text', 'QUOTES.CHANGED');
    const { rerender } = render(
      <QueryState
        query={view<string[]>({ isError: true, error: coded })}
        loading="Loading…"
        messages={{ 'QUOTES.CHANGED': 'The quotes changed.' }}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('The quotes changed.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={view<string[]>({ isError: true, error: new TypeError('x is undefined') })}
        loading="Loading…"
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).toBeNull();
  });

  it('shows fixed failure words when given, whatever the error says', () => {
    render(
      <QueryState
        query={view<string[]>({ isError: true, error: new ApiError(500, 'Boom') })}
        loading="Loading…"
        errorText="We couldn't load open jobs just now."
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText("We couldn't load open jobs just now.")).toBeInTheDocument();
    expect(screen.queryByText('Boom')).toBeNull();
  });

  it("shows the page's own view of a failure it names, and the retry alert for the rest", () => {
    const notFound = (error: unknown) =>
      error instanceof ApiError && error.status === 404 ? <p>Job not found</p> : null;
    const { rerender } = render(
      <QueryState
        query={view<string[]>({ isError: true, error: new ApiError(404, 'Not found') })}
        loading="Loading…"
        errorView={notFound}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Job not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender(
      <QueryState
        query={view<string[]>({ isError: true, error: new ApiError(500, 'Boom') })}
        loading="Loading…"
        errorView={notFound}
      >
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('renders the data, or the empty state when there is none', () => {
    const { rerender } = render(
      <QueryState query={view({ data: ['Fix a tap'] })} loading="Loading…" empty="No jobs.">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Fix a tap');
    expect(screen.queryByText('No jobs.')).toBeNull();
    rerender(
      <QueryState query={view<string[]>({ data: [] })} loading="Loading…" empty="No jobs.">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('asks isEmpty when the data is not a plain list', () => {
    render(
      <QueryState
        query={view({ data: { pages: [{ items: [] as string[] }] } })}
        loading="Loading…"
        empty="Nothing yet."
        isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      >
        {() => 'pages'}
      </QueryState>,
    );
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });
});
