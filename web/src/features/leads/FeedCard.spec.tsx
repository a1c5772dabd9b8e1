import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { stubApi } from '@/test/api';
import { FEED_ITEM } from '@/test/fixtures/market';
import { renderPage } from '@/test/render';
import { FeedCard } from './FeedCard';

describe('FeedCard', () => {
  it('shows the start of the description and how many photos there are before buying', async () => {
    stubApi({});
    const item = {
      ...FEED_ITEM,
      teaser: 'Water under the kitchen sink since Sunday…',
      imageCount: 3,
    };
    await renderPage(<FeedCard item={item} now={Date.parse(item.createdAt)} onBuy={jest.fn()} />);
    expect(
      await screen.findByText('Water under the kitchen sink since Sunday…'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 photos')).toBeInTheDocument();
  });

  it('says so when the homeowner added no photo', async () => {
    stubApi({});
    const item = { ...FEED_ITEM, imageCount: 0 };
    await renderPage(<FeedCard item={item} now={Date.parse(item.createdAt)} onBuy={jest.fn()} />);
    expect(await screen.findByText('No photos')).toBeInTheDocument();
  });
});
