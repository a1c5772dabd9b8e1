import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@/shared/config/product';
import { isEmail, type FieldErrors } from '@/shared/forms/errors';
import { useFormErrors } from '@/shared/forms/useFormErrors';
import { Button } from '@/shared/ui/Button';
import { EmailField, TextAreaField, TextField } from '@/shared/ui/Field';
import { Form, FormOutcome } from '@/shared/ui/Form';
import { Container, PageHeading } from '@/shared/ui/Page';
import { Seo } from '@/shared/ui/Seo';
import { textLinkClass } from '@/shared/ui/link';
import { sendContactMessage } from './api';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', subject: '', message: '' };
const LABELS = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!isEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.subject.trim()) errors.subject = 'Please enter a subject.';
  if (values.message.trim().length < 10)
    errors.message = 'Please write a message of at least 10 characters.';
  return errors;
}

export function ContactPage() {
  const { formRef, errors, formError, accept, showApiError } = useFormErrors(FIELDS, LABELS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: sendContactMessage });

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!accept(validate(values))) return;
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    mutation.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        setValues(EMPTY);
      },
      onError: showApiError,
    });
  };

  return (
    <Container narrow className="py-12">
      <Seo title="Contact" description={`Get in touch with the ${PRODUCT_NAME} team.`} />
      <PageHeading
        eyebrow="Contact"
        title="Contact us"
        intro="Questions about a job, your account or verification? Send us a message and we'll reply within two business days."
      />
      {sentTo ? (
        <FormOutcome
          title="Message sent"
          next={
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              Send another message
            </Button>
          }
        >
          Thanks for getting in touch. We&apos;ll reply to {sentTo} within two business days.
        </FormOutcome>
      ) : (
        <Form ref={formRef} label="Contact form" error={formError} onSubmit={submit}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              error={errors.name}
            />
            <EmailField
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              error={errors.email}
            />
          </div>
          <TextField
            label="Subject"
            name="subject"
            value={values.subject}
            onChange={(e) => set('subject')(e.target.value)}
            error={errors.subject}
          />
          <TextAreaField
            label="Message"
            name="message"
            value={values.message}
            onChange={(e) => set('message')(e.target.value)}
            error={errors.message}
          />
          <Button type="submit" busy={mutation.isPending} busyText="Sending…">
            Send message
          </Button>
        </Form>
      )}
      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        Prefer email? Write to{' '}
        <a className={textLinkClass} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        . Ideas for making {PRODUCT_NAME} better are welcome on the{' '}
        <Link to="/feedback" className={textLinkClass}>
          feedback page
        </Link>
        .
      </p>
    </Container>
  );
}
