/**
 * Each blog post's text by slug, loaded by the post page only. Plain text: blocks separated by a
 * blank line; a block starting with '## ' is a heading, a block whose lines start with '- ' is a
 * list, anything else is a paragraph.
 */
export const POST_CONTENT: Readonly<Record<string, string>> = {
  'how-tradiehub-credits-work': `Most lead platforms in Australia either lock you into a monthly subscription or take a cut of every job you win. Tradiehub does neither. You buy credits, you spend them on the leads you actually want, and the client pays you directly for the work.

## What a lead costs

- A standard lead costs 5 credits.
- An emergency lead costs 10 credits, because the homeowner needs someone fast and is ready to hire.
- A credit costs between A$1.20 and A$2.00 depending on the bundle you buy (bigger bundles cost less a credit), so a standard lead works out at A$6 to A$10 and an emergency lead at A$12 to A$20.

That price is flat. It doesn't change with the size of the job, the suburb or the time of day, and there is no commission when you win the work.

## Buying credits

Credits come in four bundles, all prices in Australian dollars and GST-inclusive:

- Starter: 5 credits for A$9.99
- Standard: 15 credits for A$24.99
- Pro: 30 credits for A$39.99
- Elite: 50 credits for A$59.99

You can pay by card, and credits don't expire while your account is active.

## Why at most 10 tradies per lead

Each job's lead can be bought by at most 10 tradies. After the tenth purchase the lead closes. That keeps your odds real: you're never one of fifty quotes, and homeowners aren't flooded with calls.

## What you get for your credits

Before you buy, you see the job title, category, suburb area, budget and how many slots are left. After you buy, you see the homeowner's first name, their suburb, the full job description and any photos, and you can message them and send a quote straight away.

## Five free credits for our first 100 tradies

While we're in early access, the first 100 tradies to join get 5 credits free, enough for your first standard lead. The offer ends the moment the hundredth tradie signs up; the banner on our home page shows how many spots are left.`,
  'weekly-tradie-leaderboard': `Good work should pay off twice: once when the client pays you, and again when it helps you win the next job. The Tradiehub leaderboard rewards the tradies who turn up, finish the job and leave clients happy.

## How you earn points

- 50 points for every completed job.
- 10 extra points when the job was an emergency.
- 5-star review: +25 points.
- 4-star review: +15 points.
- 3-star review: +5 points.
- 2-star review: −10 points.
- 1-star review: −25 points.

Reviews can cost you points as well as earn them, so the leaderboard reflects quality, not just volume.

## A rolling 90 days, closed every Sunday

Your score is the points you've earned over the last 90 days. The week closes every Sunday at midnight, Sydney time. At that moment we rank everyone on their 90-day score. If two tradies are tied, the one who reached that score first ranks higher.

Because the window rolls, a quiet month doesn't ruin you forever, and a great month from last year doesn't keep you on top.

## Weekly rewards

- 1st place: 10 free credits and the gold badge.
- 2nd place: 7 free credits and the silver badge.
- 3rd place: 5 free credits and the bronze badge.
- 4th place: 3 free credits.
- 5th place: 2 free credits.

Credits land in your wallet straight after the close. Badges last until the next Sunday's close.

## Who sees your badge

Badges are visible to other tradies, not to homeowners. They're a mark of respect among peers, not a sales tactic: homeowners choose on your quote, your reviews and your verified licence.

You can see where you stand any time from Top Tradies in your dashboard.`,
  'centra-rewards-explained': `Posting a job on Tradiehub is free for Centra Residents, and getting work done earns you rewards on top. There are two things to collect: Centra Points, which set your level, and credits, which you can redeem for digital gift cards.

## What you earn

- Completing a job: +15 Centra Points and +15 credits.
- Completing an emergency job: a further +25 points and +25 credits.
- Leaving a review of your tradie: +20 points and +10 credits.

Reviews help the next homeowner choose well, which is why they're worth more points than anything except an emergency job.

## Levels

Your Centra Points decide your level:

- Newcomer: 0–149 points
- Resident: 150–299
- Local Hero: 300–599
- Trusted Neighbour: 600–999
- Community Star: 1,000–1,499
- VIP Resident: 1,500–1,999
- Elite Resident: 2,000–2,999
- Tradiehub Legend: 3,000 and up

When you level up you'll see a burst of confetti and get a notification, so you never miss it. Points only ever count towards your level; they are never deducted when you redeem a gift card.

## Turning credits into gift cards

Homeowner credits are separate from the credits tradies use to buy leads. Every 100 credits you collect can be redeemed for a A$10 digital gift card from the Rewards page of your dashboard. Your balance and every credit you've earned are listed in your wallet.`,
  'emergency-jobs-on-tradiehub': `Some jobs can't wait for three quotes next week. When water is pouring through the ceiling or half the house has lost power, you need a licensed tradie on the way now. That's what emergency jobs are for.

## Safety first

If anyone is in danger, call 000. If you smell gas, leave the building and call your gas distributor's emergency line. For fallen power lines, stay at least eight metres away and call your electricity distributor. Tradiehub is for getting the repair done, not for emergency services.

## How an emergency job works

- Post your job and switch on Emergency.
- Pay the emergency posting fee (A$10 by default) by card. The job is not published until that payment is confirmed, so tradies only ever see real, committed emergencies.
- Your job goes to the top of every matching tradie's feed, above the standard jobs, with an Emergency badge.
- Tradies who can help buy the lead and contact you straight away.

## Why there's a fee

The fee keeps the emergency feed trustworthy. Tradies pay 10 credits for an emergency lead instead of 5, and they drop what they're doing to respond. A small fee from the homeowner means nobody flags a dripping tap as an emergency.

## What counts as an emergency

- Burst or leaking pipes, blocked sewer lines or overflowing toilets.
- Loss of power, sparking outlets or a tripping safety switch that won't reset.
- Storm damage: roof leaks, fallen trees on structures, broken windows.
- Broken locks or doors that leave your home unsecured.
- No hot water in winter for a household with young children or elderly residents.

## Rewards for emergency jobs

Completing an emergency job earns you an extra 25 Centra Points and 25 credits on top of the usual job reward.`,
  'how-we-verify-tradies': `Letting a stranger into your home takes trust. That's why no tradie can see job details, buy a lead or send a quote on Tradiehub until we have verified them.

## What we check

- ABN: every tradie gives us their Australian Business Number. We validate it with the official ABN check-digit algorithm the moment it's entered, then confirm it is active and matches the business name.
- Trade licence: we record the licence number and the state or territory that issued it, and check it against that state's public register. Plumbers, gasfitters and electricians must be licensed everywhere in Australia, and most states also license builders and many other trades.
- Identity: we confirm the person behind the account is who they say they are.
- Service area: tradies tell us the postcode they work from and how far they travel, so you only hear from people who actually work in your area.

## Pending, approved or rejected

A new tradie account starts as pending. Our team reviews the details, usually within one business day. If everything checks out the account is approved and the tradie can start buying leads. If not, it's rejected with a reason the tradie can see, so they can fix the problem and apply again.

## After approval

Verification isn't the end of it. Reviews from real clients appear on every tradie's public profile, and accounts that break our terms can be suspended. If something doesn't feel right about a tradie you've met through Tradiehub, tell us through the contact page and we'll look into it.`,
  'tradiehub-mobile-app': `Tradies don't sit at desks, and homeowners don't always either. The Tradiehub mobile app puts everything from the website in your pocket, with notifications that reach you on the tools.

## For tradies

- Push notifications the moment a job in your area and trade is posted, with emergency jobs flagged first.
- Buy leads and message clients without opening a laptop.
- Send quotes from the job site, with photos.
- Check your leaderboard position and your credit balance.

## For Centra Residents

- Post a job with photos straight from your phone's camera.
- Get a notification when a tradie sends you a quote or a message.
- Mark jobs complete, leave a review and watch your Centra Points grow.

## Notifications you control

On first launch the app asks whether you'd like notifications. You can turn them on or off at any time in your phone's settings, and in-app notifications always work either way.

## Getting the app: Add to Home Screen

The app stores come later. Until then, Tradiehub installs straight from your browser, with its own icon on your home screen, a full-screen window and a page that tells you when you're offline:

- iPhone and iPad (Safari): open Tradiehub in Safari, tap the Share button, then Add to Home Screen.
- Android (Chrome): open the menu (three dots), then Install app or Add to Home screen.
- Computer (Chrome or Edge): click the install icon at the right of the address bar.

Your existing Tradiehub login works in it. Follow us on social media for release news and tips.`,
  'writing-a-job-post-that-gets-quotes': `Tradies decide which leads to buy from what you write. A clear job post gets you more, and better, quotes. Here's what works.

## 1. Say what you want done, not just what's wrong

"Replace the kitchen mixer tap, the existing one drips" tells a plumber far more than "tap broken".

## 2. Add photos

A photo of the problem, and one of the wider area, answers half the questions a tradie would otherwise ask.

## 3. Give a realistic budget

You don't have to be exact, but a budget helps tradies decide whether the job suits them. If you're not sure, look up typical prices or ask for a quote range.

## 4. Mention access

Two-storey roof, tight crawl space, a dog in the yard, parking only on the street: small details save time on the day.

## 5. Choose the right category

Pick the closest trade category so the job reaches the right people. If a job needs two trades, post two jobs.

## 6. Only flag real emergencies

Emergency jobs go to the top of the feed and carry a posting fee. Use them for things that can't wait.

## 7. Reply promptly

Tradies who buy your lead will message you. Quick replies get jobs booked sooner, and you'll earn Centra Points when the work is done and reviewed.`,
};
