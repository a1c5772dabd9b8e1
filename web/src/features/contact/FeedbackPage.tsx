import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { PRODUCT_NAME } from '@/shared/config/product';
import { focusFirstInvalid, isEmail, splitApiError, type FieldErrors } from '@/shared/forms/errors';
import { Alert } from '@/shared/ui/Alert';
import { Button } from '@/shared/ui/Button';
import { TextAreaField, TextField } from '@/shared/ui/Field';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { sendFeedback } from './api';
import { RatingField } from './RatingField';

const FIELDS = ['name', 'email', 'rating', 'message'] as const;
type Field = (typeof FIELDS)[number];

export function FeedbackPage() {
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
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
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0 || rating === null) {
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
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
        onError: (error) => {
          const split = splitApiError(error, FIELDS, {
            name: 'Name',
            email: 'Email',
            rating: 'Rating',
            message: 'Message',
          });
          setErrors(split.fieldErrors);
          setFormError(split.formError);
        },
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
        <div className="space-y-4">
          <Alert tone="success" title="Thank you!">
            Your feedback has been sent. We read every message.
          </Alert>
          <Button variant="secondary" onClick={() => setSent(false)}>
            Send more feedback
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="space-y-5"
          aria-label="Feedback form"
        >
          {formError ? <Alert tone="error">{formError}</Alert> : null}
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
            <TextField
              label="Email"
              name="email"
              type="email"
              optional
              autoComplete="email"
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
        </form>
      )}
    </Container>
  );
}
