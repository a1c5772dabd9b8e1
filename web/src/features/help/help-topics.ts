import type { Product } from '@/shared/api/types';
import { formatAud, formatCredits } from '@/shared/format/money';

export interface HelpTopic {
  id: string;
  area: string;
  question: string;
  answer: string;
}

export type HelpRole = 'homeowner' | 'tradie';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const places = ['1st', '2nd', '3rd', '4th', '5th'];

/** The answers for one role, with the numbers the API serves (GET /api/meta `product`). */
export function helpTopics(role: HelpRole, p: Product, productName: string): HelpTopic[] {
  const lead = p.leadPriceCredits;
  const r = p.homeownerRewards;
  const board = p.leaderboard;
  const bundles = p.creditBundles
    .map((b) => `${b.name}: ${formatCredits(b.credits)} for ${formatAud(b.priceCents)}`)
    .join('; ');
  const shared: HelpTopic[] = [
    {
      id: 'reviews',
      area: 'Reviews',
      question: 'How do reviews work?',
      answer: `After a job is marked complete its homeowner can leave one review of 1 to 5 stars with a few words. The tradie can post one public reply. Reviews appear on the tradie's public profile with the average rating and how many of each star they got.`,
    },
    {
      id: 'privacy',
      area: 'Your account',
      question: 'How do I download my data or delete my account?',
      answer: `On your Profile page under Privacy. "Prepare my data" builds a JSON file with everything ${productName} holds about you and emails you the link (it works for 7 days). "Delete my account" asks for your password, erases your personal details and signs you out everywhere; records the law asks us to keep (credits ledger, payments, reviews, job history) stay without anything that identifies you.`,
    },
    {
      id: 'password',
      area: 'Your account',
      question: 'How do I change my email or password?',
      answer: `On your Profile page under Sign-in. Both need your current password. A new email only takes effect once you open the link we send to it; a new password signs out every other device.`,
    },
  ];
  if (role === 'homeowner') {
    return [
      {
        id: 'post',
        area: 'Jobs',
        question: 'What does posting a job cost?',
        answer: `Nothing: posting is free for Centra Residents. Only emergency jobs carry a posting fee of ${formatAud(p.emergencyFeeCents)}, paid before the job goes live; emergency jobs go to the top of every tradie's feed.`,
      },
      {
        id: 'leads',
        area: 'Leads',
        question: 'How many tradies will contact me?',
        answer: `At most ${p.maxTradiesPerLead} tradies can buy your job's lead; you can lower that to ${p.leadCaps.filter((c) => c < p.maxTradiesPerLead).join(' or ')} when you post. A tradie who buys it sees your first name, suburb, the description and photos, never your exact address, and can message you and send a quote.`,
      },
      {
        id: 'find',
        area: 'Tradies',
        question: 'How do I find a tradie myself?',
        answer: `Use Find a Tradie: choose a trade, enter your postcode and how far to look, and sort by rating, number of reviews or distance. Every tradie listed was verified (ABN, licence and identity) by our team; their public profile shows reviews and completed jobs.`,
      },
      {
        id: 'cancel',
        area: 'Jobs',
        question: 'What happens if I cancel a job?',
        answer: `Tradies who bought its lead get their credits back automatically. The same happens if a job is still unhired ${p.unhiredCreditBackDays} days after you posted it.`,
      },
      {
        id: 'rewards',
        area: 'Rewards',
        question: 'How do Centra Points and reward credits work?',
        answer: `Each completed job earns ${r.jobCompleted.points} points and ${r.jobCompleted.credits} credits (${r.emergencyBonus.points} points and ${r.emergencyBonus.credits} credits more for an emergency job); leaving a review earns ${r.reviewLeft.points} points and ${r.reviewLeft.credits} credits, whatever the rating. Points set your level; ${p.giftCardRate.credits} credits redeem one ${formatAud(p.giftCardRate.valueCents)} digital gift card.`,
      },
      ...shared,
    ];
  }
  return [
    {
      id: 'leads',
      area: 'Leads',
      question: 'What does a lead cost?',
      answer: `A standard lead costs ${formatCredits(lead.standard)} and an emergency lead ${formatCredits(lead.emergency)}: flat, no monthly fees and no commission. Each job's lead can be bought by at most ${p.maxTradiesPerLead} tradies (homeowners may choose fewer).`,
    },
    {
      id: 'credits',
      area: 'Credits',
      question: 'How do I buy credits?',
      answer: `From your Wallet, by card. Bundles: ${bundles}. The first ${p.signupBonus.spots} tradies to join get ${formatCredits(p.signupBonus.credits)} free.`,
    },
    {
      id: 'refunds',
      area: 'Refunds',
      question: 'When do I get credits back?',
      answer: `Automatically when the homeowner cancels the job or it is still unhired ${p.unhiredCreditBackDays} days after posting. You can also dispute a lead within ${p.disputeWindowDays} days of buying it (homeowner unreachable, duplicate job, or not as described); if our team approves, the credits come back once.`,
    },
    {
      id: 'leaderboard',
      area: 'Leaderboard',
      question: 'How does the weekly leaderboard work?',
      answer: `Every completed job scores ${board.pointsPerJob} points (${signed(board.emergencyBonus)} for an emergency); reviews score ${board.reviewPoints.map((points, i) => `${5 - i} stars ${signed(points)}`).join(', ')}. Each Sunday at midnight (Sydney time) tradies are ranked on the last ${board.windowDays} days: ${board.weeklyCredits.map((credits, i) => `${places[i]} gets ${formatCredits(credits)}`).join(', ')}; the top three also get gold, silver and bronze badges, which only other tradies see.`,
    },
    {
      id: 'profile',
      area: 'Profile',
      question: 'What can I change on my profile?',
      answer: `Your business name, about text, trades, service postcode and radius, years in business, logo and up to 12 photos of past work change at once, and the live preview shows how homeowners will see it. A new licence number or state goes to our team to check first; your profile stays up on the licence we checked before.`,
    },
    ...shared,
  ];
}

/** Topics whose question, area or answer contain every word of the query (case-insensitive). */
export function searchTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics.filter((topic) => {
    const text = `${topic.area} ${topic.question} ${topic.answer}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
