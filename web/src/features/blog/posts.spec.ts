import { expect, it } from '@jest/globals';
import { POST_CONTENT } from './post-contents';
import { BLOG_POSTS } from './posts';

it('has the text of every listed post, and no text without a post', () => {
  expect(Object.keys(POST_CONTENT).sort()).toEqual(BLOG_POSTS.map((post) => post.slug).sort());
  for (const post of BLOG_POSTS) expect(POST_CONTENT[post.slug]?.length).toBeGreaterThan(200);
});
