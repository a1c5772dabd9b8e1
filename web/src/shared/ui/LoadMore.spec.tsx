import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadMore, type MorePages } from './LoadMore';

const pages = (over: Partial<MorePages> = {}): MorePages => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: jest.fn(() => Promise.resolve()),
  ...over,
});

const props = {
  label: 'Show older jobs',
  failure: 'We couldn’t load older jobs.',
  end: 'That’s all.',
};

describe('LoadMore', () => {
  it('asks for the next page when pressed', async () => {
    const query = pages();
    render(<LoadMore query={query} {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show older jobs' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('That’s all.')).toBeNull();
  });

  it('is busy while a page loads, says when one failed, and ends with the end text', () => {
    const { rerender } = render(
      <LoadMore query={pages({ isFetchingNextPage: true })} {...props} />,
    );
    expect(screen.getByRole('button', { name: 'Loading more…' })).toBeDisabled();
    rerender(<LoadMore query={pages({ isFetchNextPageError: true })} {...props} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load older jobs.');
    rerender(<LoadMore query={pages({ hasNextPage: false })} {...props} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('That’s all.')).toBeInTheDocument();
  });
});
