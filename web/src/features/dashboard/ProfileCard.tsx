import type { ReactNode } from 'react';
import type { User } from '@/shared/api/types';
import { DetailItem, DetailList } from '@/shared/ui/DetailList';
import { Card } from '@/shared/ui/Page';

/** The profile screens' card: name and email, then the details and links an area adds. */
export function ProfileCard({
  user,
  details,
  children,
}: {
  user: User;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="mb-8">
      <DetailList>
        <DetailItem label="Name">
          {user.firstName} {user.lastName}
        </DetailItem>
        <DetailItem label="Email" breakAll>
          {user.email}
        </DetailItem>
        {details}
      </DetailList>
      {children}
    </Card>
  );
}
