/** The four steps of 'How Tradiehub Works' (landing page and /how-it-works). */
export const HOW_IT_WORKS_STEPS = [
  {
    number: 1,
    title: 'Post Your Job',
    text: 'Describe the work, add photos and a budget. Posting is free for Centra Residents.',
  },
  {
    number: 2,
    title: 'Receive Quotes',
    text: 'Verified, licensed local tradies buy the lead and send you quotes — at most ten per job.',
  },
  {
    number: 3,
    title: 'Hire & Complete',
    text: 'Compare quotes, chat in the app, hire the tradie you like and pay them directly.',
  },
  {
    number: 4,
    title: 'Earn Rewards',
    text: 'Mark the job complete and leave a review to earn Centra Points and credits for gift cards.',
  },
] as const;
