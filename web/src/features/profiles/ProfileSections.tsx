import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { OwnProfile } from '@/shared/api/types';
import { Button } from '@/shared/ui/Button';
import { Card } from '@/shared/ui/Page';
import { removeAvatar, savedProfile, uploadAvatar } from './api';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { PictureInput } from './PictureInput';
import { PrivacySection } from './PrivacySection';
import { SecuritySection } from './SecuritySection';

/** A titled card of the profile screens. */
export function ProfileSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card className="mb-8">
      <section aria-labelledby={id} className="space-y-5">
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900 dark:text-white">
            {title}
          </h2>
          {intro ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>
          ) : null}
        </div>
        {children}
      </section>
    </Card>
  );
}

function Avatar({ profile }: { profile: OwnProfile }) {
  const queryClient = useQueryClient();
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`;
  return (
    <div className="flex flex-wrap items-center gap-5">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt="Your profile picture"
          className="h-20 w-20 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-slate-200 text-xl font-bold text-slate-600 dark:bg-slate-700 dark:text-slate-200"
        >
          {initials}
        </span>
      )}
      <div className="space-y-2">
        <PictureInput
          label="Profile picture"
          hint="JPEG, PNG, WebP or HEIC up to 10 MB. We remove location and camera details."
          buttonText={profile.avatarUrl ? 'Change picture' : 'Upload picture'}
          busyText="Uploading…"
          upload={async (file) => savedProfile(queryClient, await uploadAvatar(file))}
        />
        {profile.avatarUrl ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={async () => savedProfile(queryClient, await removeAvatar())}
          >
            Remove picture
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The sections every profile has: details and picture, sign-in, privacy. */
export function AccountSections({ profile }: { profile: OwnProfile }) {
  return (
    <>
      <ProfileSection id="personal-heading" title="Personal details">
        <Avatar profile={profile} />
        <PersonalDetailsForm profile={profile} />
      </ProfileSection>
      <ProfileSection id="security-heading" title="Sign-in">
        <SecuritySection email={profile.email} />
      </ProfileSection>
      <ProfileSection
        id="privacy-heading"
        title="Privacy"
        intro="Your data, your call (Australian Privacy Principles 12 and 13)."
      >
        <PrivacySection />
      </ProfileSection>
    </>
  );
}
