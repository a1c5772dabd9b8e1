import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PRODUCT_NAME } from '@/shared/config/product';
import { isEmail, type FieldErrors } from '@/shared/forms/errors';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { Button } from '@/shared/ui/Button';
import { EmailField, TextAreaField, TextField } from '@/shared/ui/Field';
import { Form, FormOutcome } from '@/shared/ui/Form';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { sendFeedback } from './api';
import { RatingField } from './RatingField';

const FIELDS = ['name', 'email', 'rating', 'message'] as const;
type Field = (typeof FIELDS)[number];
const LABELS = { name: 'Name', email: 'Email', rating: 'Rating', message: 'Message' };

export function FeedbackPage() {
  const { formRef, errors, formError, accept, showApiError } = useFormErrors(FIELDS, LABELS);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const mutation = useMutation({ mutationFn: sendFeedback });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors<Field> = {};
    if (email.trim() && !isEmail(email))
      found.email = 'Please enter a valid email address, or leave it empty.';
    if (rating === null) found.rating = 'Please choose a rating from 1 to 5.';
    if (message.trim().length < 5)
      found.message = 'Please tell us a little more (at least 5 characters).';
    // A missing rating is among the errors found; the check on it narrows its type.
    if (!accept(found) || rating === null) return;
    mutation.mutate(
      {
        rating,
        message: message.trim(),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
      },
      {
        onSuccess: () => {
          setSent(true);
          setName('');
          setEmail('');
          setRating(null);
          setMessage('');
        },
        onError: showApiError,
      },
    );
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
        <Form ref={formRef} label="Feedback form" error={formError} onSubmit={submit}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              optional
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={errors.name}
            />
            <EmailField
              optional
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={errors.email}
            />
          </div>
          <RatingField value={rating} onChange={setRating} error={errors.rating} />
          <TextAreaField
            label="Message"
            name="message"
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={errors.message}
          />
          <Button type="submit" busy={mutation.isPending} busyText="Sending…">
            Send feedback
          </Button>
        </Form>
      )}
    </Container>
  );
}
