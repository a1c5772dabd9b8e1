import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Carousel } from './Carousel';

const ITEMS = ['one', 'two', 'three', 'four', 'five'];

function matchMedia(matching: string[]) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

function renderCarousel() {
  render(
    <Carousel
      label="Recent jobs"
      items={ITEMS}
      getKey={(item) => item}
      renderItem={(item) => <p>{item}</p>}
      intervalMs={1000}
    />,
  );
}

const firstSlide = () => screen.getAllByRole('group')[0]?.textContent;

describe('Carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('advances on a wide screen', () => {
    jest.useFakeTimers();
    matchMedia([]);
    renderCarousel();
    act(() => jest.advanceTimersByTime(1000));
    expect(firstSlide()).toBe('two');
    expect(screen.getByRole('button', { name: 'Pause recent jobs' })).toBeInTheDocument();
  });

  it.each([
    ['where the cards stack (a phone)', '(max-width: 47.99rem)'],
    ['for reduced motion', '(prefers-reduced-motion: reduce)'],
  ])('stays still %s, with no pause button', (_, query) => {
    jest.useFakeTimers();
    matchMedia([query]);
    renderCarousel();
    act(() => jest.advanceTimersByTime(5000));
    expect(firstSlide()).toBe('one');
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show items 2 to 4' })).toBeInTheDocument();
  });
});
