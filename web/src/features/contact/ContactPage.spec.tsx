import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { refusal, stubApi } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import { ContactPage } from './ContactPage';

async function fillValidForm(user: ReturnType<typeof testUser>) {
  const form = screen.getByRole('form', { name: 'Contact form' });
  await fill(user, within(form).getByLabelText('Name'), '  Casey Contact ');
  await fill(user, within(form).getByLabelText('Email'), 'casey@example.com');
  await fill(user, within(form).getByLabelText('Subject'), 'Verification');
  await fill(user, within(form).getByLabelText('Message'), 'How long does verification take?');
  return form;
}

describe('ContactPage', () => {
  it('shows every field error, focuses the first, and sends nothing', async () => {
    const api = stubApi({});
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Contact form' });

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter a valid email address.',
      'Please enter a subject.',
      'Please write a message of at least 10 characters.',
    ]);
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(api.seen).toEqual([]);
  });

  it('clears a field error as soon as the field is corrected', async () => {
    stubApi({});
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    await fill(user, within(form).getByLabelText('Name'), 'Casey');

    // The schema checks again on change, asynchronously.
    await waitFor(() =>
      expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid'),
    );
    expect(within(form).queryByText('Please enter your name.')).toBeNull();
  });

  it('sends the trimmed message with the CSRF header and confirms', async () => {
    const api = stubApi({ 'POST /api/contact': { status: 201, body: { id: 'x' } } });
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = await fillValidForm(user);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Message sent')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "We'll reply to casey@example.com within two business days.",
    );
    const [sent] = api.requests('POST /api/contact');
    expect(sent?.body).toEqual({
      name: 'Casey Contact',
      email: 'casey@example.com',
      subject: 'Verification',
      message: 'How long does verification take?',
    });
    expect(sent?.headers.get('x-csrf-token')).toBe('test-csrf-token');

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('puts an API refusal on the field it names, phrased with its label, and focuses it', async () => {
    stubApi({
      'POST /api/contact': refusal(400, 'subject: must be shorter than or equal to 150 characters'),
    });
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = await fillValidForm(user);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    const subject = within(form).getByLabelText('Subject');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Subject must be shorter than or equal to 150 characters',
    );
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveFocus();
    expect(screen.queryByText('Message sent')).toBeNull();
  });

  it('shows a refusal that names no field above the form and keeps what was typed', async () => {
    stubApi({ 'POST /api/contact': { status: 503, body: undefined } });
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = await fillValidForm(user);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Our server had a problem. Please try again in a moment.',
    );
    expect(within(form).getByLabelText('Email')).toHaveValue('casey@example.com');
  });

  it('shows a busy button while sending', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    stubApi({ 'POST /api/contact': () => new Promise((resolve) => (answer = resolve)) });
    const user = testUser();
    await renderPage(<ContactPage />);
    const form = await fillValidForm(user);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    const busy = await within(form).findByRole('button', { name: 'Sending…' });
    expect(busy).toBeDisabled();
    answer({ status: 201 });
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });
});
