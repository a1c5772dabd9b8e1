import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PublicReview } from '@/shared/api/types';
import { TextAreaField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { requiredText } from '@/shared/forms/schema-parts';
import { useZodForm } from '@/shared/forms/useZodForm';
import { z } from '@/shared/forms/zod';
import { Button } from '@/shared/ui/Button';
import { tradieKeys } from '../tradies/keys';
import { replyToReview } from './api';

/** Mirrors ReplyDto. */
const replySchema = z.object({
  reply: requiredText({ required: 'Write your reply.', min: 2, max: 1000 }),
});

/** The tradie's one public reply to a review. */
export function ReplyForm({ review, tradieId }: { review: PublicReview; tradieId: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useZodForm(replySchema, {
    defaultValues: { reply: '' },
    labels: { reply: 'Reply' },
  });
  if (!open) {
    return (
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Reply publicly
      </Button>
    );
  }
  return (
    <Form
      form={form}
      label="Reply to this review"
      className="mt-3 space-y-3"
      onSubmit={async (body) => {
        await replyToReview(review.id, body.reply);
        await queryClient.invalidateQueries({ queryKey: tradieKeys.one(tradieId) });
        setOpen(false);
      }}
    >
      <TextAreaField
        control={form.control}
        name="reply"
        label="Your public reply"
        hint="You can reply once; it shows under the review."
      />
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting} busyText="Posting…">
          Post reply
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
