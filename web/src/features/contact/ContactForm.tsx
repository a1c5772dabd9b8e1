import { useState } from 'react';
import type { z } from 'zod';
import { EmailField, TextAreaField, TextField } from '@/shared/forms/fields';
import { Form } from '@/shared/forms/Form';
import { useZodForm } from '@/shared/forms/useZodForm';
import { Button } from '@/shared/ui/Button';
import { FormOutcome } from '@/shared/ui/FormOutcome';
import { sendContactMessage } from './api';
import { CONTACT_LABELS, contactSchema } from './schemas';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** The contact form (the contact page and the help pages); signed-in people get their details. */
export function ContactForm({ name = '', email = '' }: { name?: string; email?: string }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const start = { ...EMPTY, name, email };
  const form = useZodForm(contactSchema, { defaultValues: start, labels: CONTACT_LABELS });
  const { control } = form;

  const submit = async (body: z.output<typeof contactSchema>) => {
    await sendContactMessage(body);
    setSentTo(body.email);
    form.reset(start);
  };

  if (sentTo) {
    return (
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
    );
  }
  return (
    <Form form={form} label="Contact form" onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField control={control} name="name" label="Name" autoComplete="name" />
        <EmailField control={control} name="email" />
      </div>
      <TextField control={control} name="subject" label="Subject" />
      <TextAreaField control={control} name="message" label="Message" />
      <Button type="submit" busy={form.formState.isSubmitting} busyText="Sending…">
        Send message
      </Button>
    </Form>
  );
}
