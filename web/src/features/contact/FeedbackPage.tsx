import { useState } from 'react';
import type { z } from 'zod';
import { PRODUCT_NAME } from '@/shared/config/product';
import { EmailField, TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { sendFeedback } from './api';
import { RatingField } from './RatingField';
import { FEEDBACK_LABELS, feedbackSchema } from './schemas';

const EMPTY = { name: '', email: '', rating: '', message: '' };

export function FeedbackPage() {
  const [sent, setSent] = useState(false);
  const form = useZodForm(feedbackSchema, { defaultValues: EMPTY, labels: FEEDBACK_LABELS });
  const { control } = form;

  const submit = async (body: z.output<typeof feedbackSchema>) => {
    await sendFeedback(body);
    setSent(true);
    form.reset(EMPTY);
  };

  return (
    <Container narrow className="py-12">
      <Seo title="Feedback" description={`Tell us how ${PRODUCT_NAME} is working for you.`} />
      <PageHeading
        eyebrow="Feedback"
        title="Tell us what you think"
        intro={`${PRODUCT_NAME} is in early access and your feedback shapes what we build next. Name and email are optional.`}
      />
      {sent ? (
        <FormOutcome
          title="Thank you!"
          next={
            <Button variant="secondary" onClick={() => setSent(false)}>
              Send more feedback
            </Button>
          }
        >
          Your feedback has been sent. We read every message.
        </FormOutcome>
      ) : (
        <Form form={form} label="Feedback form" onSubmit={submit}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField control={control} name="name" label="Name" optional autoComplete="name" />
            <EmailField control={control} name="email" optional />
          </div>
          <RatingField control={control} />
          <TextAreaField control={control} name="message" label="Message" />
          <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending…">
            Send feedback
          </Button>
        </Form>
      )}
    </Container>
  );
}
