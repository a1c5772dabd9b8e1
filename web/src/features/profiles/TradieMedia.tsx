import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile, OwnTradieProfile } from '@/shared/api/types';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { removeWorkPhoto, savedProfile, uploadLogo, uploadWorkPhoto } from './api';
import { PictureInput } from './PictureInput';

/** The server's limit (MAX_WORK_PHOTOS). */
const MAX_PHOTOS = 12;

function PhotoTile({
  tradieId,
  photo,
  index,
}: {
  tradieId: string;
  photo: OwnTradieProfile['photos'][number];
  index: number;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: async () => savedProfile(queryClient, await removeWorkPhoto(tradieId, photo.id)),
  });
  return (
    <li className="space-y-1">
      <img
        src={photo.url}
        alt={`Past work ${index + 1}`}
        className="aspect-[4/3] w-full rounded-md object-cover"
      />
      <Button
        variant="ghost"
        size="sm"
        busy={remove.isPending}
        busyText="Removing…"
        onClick={() => remove.mutate()}
        aria-label={`Remove photo ${index + 1}`}
      >
        Remove
      </Button>
    </li>
  );
}

/** The logo and up to 12 photos of past work (each checked, re-encoded, metadata removed). */
export function TradieMedia({
  profile,
  tradie,
}: {
  profile: OwnProfile;
  tradie: OwnTradieProfile;
}) {
  const queryClient = useQueryClient();
  const full = tradie.photos.length >= MAX_PHOTOS;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-5">
        {tradie.logoUrl ? (
          <img
            src={tradie.logoUrl}
            alt="Your logo"
            className="h-20 w-20 rounded-lg bg-white object-contain"
          />
        ) : (
          <span className="flex h-20 w-20 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-500 dark:border-slate-600 dark:text-slate-400">
            No logo
          </span>
        )}
        <PictureInput
          label="Business logo"
          hint="A square picture works best. JPEG, PNG, WebP or HEIC up to 10 MB."
          buttonText={tradie.logoUrl ? 'Change logo' : 'Upload logo'}
          busyText="Uploading…"
          upload={async (file) => savedProfile(queryClient, await uploadLogo(profile.id, file))}
        />
      </div>
      <div className="space-y-3">
        <PictureInput
          label={`Photos of past work (${tradie.photos.length} of ${MAX_PHOTOS})`}
          hint="Show finished jobs. We remove location and camera details from every photo."
          buttonText="Add a photo"
          busyText="Uploading…"
          disabled={full}
          upload={async (file) =>
            savedProfile(queryClient, await uploadWorkPhoto(profile.id, file))
          }
        />
        {full ? (
          <Alert tone="info">
            You have 12 photos, the most a profile holds: remove one to add another.
          </Alert>
        ) : null}
        {tradie.photos.length > 0 ? (
          <ul
            aria-label="Your photos of past work"
            className="grid grid-cols-2 gap-3 sm:grid-cols-4"
          >
            {tradie.photos.map((photo, index) => (
              <PhotoTile key={photo.id} tradieId={profile.id} photo={photo} index={index} />
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
