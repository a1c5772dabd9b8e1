/**
 * The static blog: each post has slug, title, excerpt, date, content, image and an optional
 * showSocialIcons (marketplace spec, § 3).
 * The cards' fields live here; each post's text is in `post-contents.ts`, which only the post
 * page loads (the landing page shows cards, and its JavaScript budget is tight).
 */
export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Cover image URL (served from web/public). */
  image: string;
  showSocialIcons?: boolean;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'how-tradiehub-credits-work',
    title: 'How Tradiehub credits work: pay per lead, never commission',
    excerpt:
      'Standard leads cost 5 credits, emergency leads 10. No monthly fees, no commission on your work, and the first 100 tradies get 5 credits free.',
    date: '2026-11-02',
    image: '/images/blog/credits.svg',
  },
  {
    slug: 'weekly-tradie-leaderboard',
    title: 'The weekly tradie leaderboard: how points, badges and free credits work',
    excerpt:
      'Finish jobs and earn great reviews to climb the leaderboard. Every Sunday the top five tradies win free credits, and the top three earn gold, silver and bronze badges.',
    date: '2026-10-26',
    image: '/images/blog/leaderboard.svg',
  },
  {
    slug: 'centra-rewards-explained',
    title: 'Centra Rewards explained: points, levels and gift cards for homeowners',
    excerpt:
      'Every job you complete through Tradiehub earns Centra Points and credits. Points lift your level; credits turn into digital gift cards.',
    date: '2026-10-19',
    image: '/images/blog/rewards.svg',
  },
  {
    slug: 'emergency-jobs-on-tradiehub',
    title: 'Emergency jobs: getting help fast when something breaks',
    excerpt:
      'Burst pipe at 9 pm? Emergency jobs go to the top of every tradie’s feed. Here’s how they work, what they cost and when to call 000 instead.',
    date: '2026-10-12',
    image: '/images/blog/emergency.svg',
  },
  {
    slug: 'how-we-verify-tradies',
    title: 'How we verify every tradie before they can quote',
    excerpt:
      'Every tradie on Tradiehub is checked before they can buy a single lead: ABN, trade licence and identity. Here’s what we check and why.',
    date: '2026-10-05',
    image: '/images/blog/verification.svg',
  },
  {
    slug: 'tradiehub-mobile-app',
    title: 'Tradiehub is coming to your pocket: meet the mobile app',
    excerpt:
      'Get instant alerts for new leads and messages, reply to clients on the go and keep track of your jobs from your phone.',
    date: '2026-11-09',
    image: '/images/blog/mobile-app.svg',
    showSocialIcons: true,
  },
  {
    slug: 'writing-a-job-post-that-gets-quotes',
    title: 'Seven tips for a job post that gets great quotes',
    excerpt:
      'Clear photos, a realistic budget and a few honest details make the difference between three solid quotes and silence.',
    date: '2026-09-28',
    image: '/images/blog/job-post.svg',
  },
];

export function findPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** Newest first. */
export function postsByDate(): BlogPost[] {
  return [...BLOG_POSTS].sort((a, b) => b.date.localeCompare(a.date));
}
