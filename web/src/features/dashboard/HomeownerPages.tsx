import { getRouteApi } from '@tanstack/react-router';
import { useCurrentUser } from '../auth/useCurrentUser';
import { PlaceholderScreen } from './PlaceholderScreen';
import { ProfileCard } from './ProfileCard';

// Homeowner screens that are placeholders in this release: each says what it will do.

export function PostJobPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Post a Job"
      intro="Tell local tradies what you need done. Posting is free; emergency jobs carry a A$10 posting fee."
      coming={[
        'Describe the job, choose its trade category and add photos',
        'Set your suburb, state, postcode and a budget',
        'Flag a genuine emergency so it goes to the top of every tradie’s feed',
      ]}
      links={[
        { to: '/dashboard/find-tradie', label: 'Browse tradies' },
        { to: '/how-it-works', label: 'How it works' },
      ]}
    />
  );
}

export function HomeownerJobsPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="My Jobs"
      intro="Your open jobs and the quotes tradies have sent you."
      coming={[
        'See every job you’ve posted and its status',
        'Compare quotes side by side and hire a tradie',
        'Mark a job complete to earn Centra Points and credits',
      ]}
      links={[{ to: '/dashboard/post-job', label: 'Post a Job' }]}
    />
  );
}

export function JobHistoryPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Job History"
      intro="Completed and cancelled jobs, with the tradie you hired and the review you left."
      coming={[
        'Look back at every completed job',
        'Find a tradie you’ve used before and hire them again',
      ]}
      links={[{ to: '/dashboard/jobs', label: 'My Jobs' }]}
    />
  );
}

export function EditJobPage() {
  const { id } = getRouteApi('/_authenticated/_homeowner/dashboard/edit-job/$id').useParams();
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Edit job"
      intro={`Change the details of job ${id} while no tradie has been hired for it.`}
      coming={[
        'Update the title, description, photos and budget',
        'Cancel the job if you no longer need it',
      ]}
      links={[{ to: '/dashboard/jobs', label: 'Back to My Jobs' }]}
    />
  );
}

export function ReviewJobPage() {
  const { jobId } = getRouteApi('/_authenticated/_homeowner/dashboard/review/$jobId').useParams();
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Review your tradie"
      intro={`Rate the tradie who completed job ${jobId}. Reviews earn you 20 Centra Points and 10 credits.`}
      coming={[
        'Give 1 to 5 stars and a comment',
        'Your review appears on the tradie’s public profile',
      ]}
      links={[{ to: '/dashboard/job-history', label: 'Job History' }]}
    />
  );
}

export function HomeownerMessagesPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Messages"
      intro="Conversations with tradies who bought your job’s lead."
      coming={['Chat in real time with tradies about your job', 'Share photos and agree on times']}
      links={[{ to: '/dashboard/jobs', label: 'My Jobs' }]}
    />
  );
}

export function HomeownerNotificationsPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Notifications"
      intro="Updates about your jobs, quotes, messages and rewards."
      coming={[
        'New quotes and messages as they arrive',
        'Level-ups and rewards',
        'Push notifications on the mobile app',
      ]}
      links={[{ to: '/dashboard', label: 'Back to overview' }]}
    />
  );
}

export function RewardsPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Rewards"
      intro="Centra Points set your level; credits can be redeemed for digital gift cards (100 credits = A$10)."
      coming={[
        'See your points, level and progress to the next level',
        'Earn +15 points and +15 credits per completed job, +25 and +25 more for emergencies, +20 points and +10 credits per review',
        'Redeem credits for digital gift cards',
      ]}
      links={[{ to: '/dashboard/wallet', label: 'Wallet' }]}
    />
  );
}

export function RewardSuccessPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Gift card redeemed"
      intro="After you redeem credits for a gift card, this page shows your gift card code and how to use it."
      coming={['Gift card redemption is not switched on yet, so there is nothing to show here']}
      links={[{ to: '/dashboard/rewards', label: 'Back to Rewards' }]}
    />
  );
}

export function EmergencySuccessPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Emergency job posted"
      intro="After the emergency posting fee is paid, this page confirms your job is live at the top of tradies’ feeds."
      coming={['Emergency posting is not switched on yet, so no payment has been taken']}
      links={[{ to: '/dashboard/jobs', label: 'My Jobs' }]}
    />
  );
}

export function FindTradiePage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Find a Tradie"
      intro="Browse verified tradies who work in your area."
      coming={[
        'Search by trade and postcode',
        'See ratings, reviews and licence details on each public profile',
      ]}
      links={[{ to: '/dashboard/post-job', label: 'Post a Job instead' }]}
    />
  );
}

export function HomeownerWalletPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Wallet"
      intro="Your reward credits and every change to them."
      coming={['See your credit balance', 'A full history of credits earned and redeemed']}
      links={[{ to: '/dashboard/rewards', label: 'Rewards' }]}
    />
  );
}

export function HomeownerProfilePage() {
  const user = useCurrentUser();
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Profile"
      intro="Your account details."
      coming={[
        'Edit your name, phone and address',
        'Change your password and notification settings',
      ]}
      links={[{ to: '/dashboard', label: 'Back to overview' }]}
    >
      <ProfileCard user={user} />
    </PlaceholderScreen>
  );
}

export function HomeownerHelpPage() {
  return (
    <PlaceholderScreen
      area="homeowner"
      title="Help"
      intro="Answers for Centra Residents, and how to reach a person."
      coming={[
        'Guides for posting jobs, choosing quotes and leaving reviews',
        'Live chat with our support team',
      ]}
      links={[
        { to: '/faq', label: 'Read the FAQ' },
        { to: '/contact', label: 'Contact us' },
      ]}
    />
  );
}
