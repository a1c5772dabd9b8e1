import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { Dialog } from './Dialog';

function Step({ done }: { done: boolean }) {
  return (
    <Dialog open onClose={() => undefined} title={done ? 'Lead bought' : 'Buy lead'}>
      {done ? <a href="/next">Send a quote</a> : <button type="button">Buy</button>}
    </Dialog>
  );
}

describe('Dialog', () => {
  it('keeps focus inside when the focused control goes with swapped content', () => {
    const { rerender } = render(<Step done={false} />);
    screen.getByRole('button', { name: 'Buy' }).focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Buy' }));

    rerender(<Step done />);
    // Not the page behind: the new title, one Tab before the new content.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lead bought' }));
  });
});
