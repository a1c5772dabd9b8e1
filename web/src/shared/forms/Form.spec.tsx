import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { z } from '@/shared/forms/zod';
import { toApiError } from '@/shared/api/errors';
import { fill, testUser } from '@/test/render';
import { CheckboxGroupField, RadioGroupField, SelectField, TextField } from './fields';
import { Form } from './Form';
import { requiredText } from './schema-parts';
import { useZodForm } from './useZodForm';

const schema = z.object({
  title: requiredText({ required: 'Please give it a title.', max: 20 }),
  trades: z.array(z.string()).min(1, 'Please choose a trade.'),
  size: z.string().min(1, 'Please choose a size.'),
  when: z.string().min(1, 'Please choose when.'),
});
type Output = z.output<typeof schema>;

const TRADES = [
  { value: 'plumbing', label: 'Plumbing' },
  { value: 'electrical', label: 'Electrical' },
];

/** A form whose trades group mounts after its later fields (like data that loads late). */
function TestForm({ onSubmit }: { onSubmit: (values: Output) => unknown }) {
  const [showTrades, setShowTrades] = useState(false);
  const form = useZodForm(schema, {
    defaultValues: { title: '', trades: [], size: '', when: '' },
    labels: { title: 'Title', when: 'When' },
  });
  return (
    <>
      <button type="button" onClick={() => setShowTrades(true)}>
        Show trades
      </button>
      <Form
        form={form}
        label="Test form"
        onSubmit={onSubmit}
        invalidMessage="Please fix the highlighted fields."
        apiErrors={{ messages: { 'AUTH.EMAIL_TAKEN': 'That title is taken.' } }}
      >
        <TextField control={form.control} name="title" label="Title" />
        {showTrades ? (
          <CheckboxGroupField
            control={form.control}
            name="trades"
            label="Trades"
            options={TRADES}
          />
        ) : null}
        <SelectField
          control={form.control}
          name="size"
          label="Size"
          options={[{ value: 's', label: 'Small' }]}
        />
        <RadioGroupField
          control={form.control}
          name="when"
          label="When"
          options={[
            { value: 'now', label: 'Now' },
            { value: 'later', label: 'Later' },
          ]}
        />
        <button type="submit">Send</button>
      </Form>
    </>
  );
}

async function fillAll(user: ReturnType<typeof testUser>) {
  await user.click(screen.getByRole('button', { name: 'Show trades' }));
  await fill(user, screen.getByLabelText('Title'), 'Leaky tap');
  await user.click(screen.getByRole('checkbox', { name: 'Plumbing' }));
  await user.selectOptions(screen.getByLabelText('Size'), 's');
  await user.click(screen.getByRole('radio', { name: 'Later' }));
}

describe('Form with useZodForm', () => {
  it('focuses the first invalid field in page order, even one that mounted last', async () => {
    const user = testUser();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Show trades' }));
    await fill(user, screen.getByLabelText('Title'), 'Leaky tap');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Plumbing' })).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Trades' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Trades' })).toHaveAccessibleDescription(
      'Please choose a trade.',
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please fix the highlighted fields.',
      'Please choose a trade.',
      'Please choose a size.',
      'Please choose when.',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the schema output once every field is valid', async () => {
    const user = testUser();
    const onSubmit = jest.fn();
    render(<TestForm onSubmit={onSubmit} />);
    await fillAll(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Leaky tap',
      trades: ['plumbing'],
      size: 's',
      when: 'later',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts API problems on the fields they name, in page order, and focuses the first', async () => {
    const user = testUser();
    render(
      <TestForm
        onSubmit={() => {
          throw toApiError(400, {
            message: 'when: must be now or later; title: is not allowed; nosuch: is wrong',
          });
        }}
      />,
    );
    await fillAll(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await screen.findByText('Title is not allowed');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Title is not allowed',
      'When must be now or later',
    ]);
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('uses a message given for the code, on the field the body names', async () => {
    const user = testUser();
    render(
      <TestForm
        onSubmit={() => {
          throw toApiError(409, {
            message: 'title: is already registered',
            code: 'AUTH.EMAIL_TAKEN',
            field: 'title',
          });
        }}
      />,
    );
    await fillAll(user);

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That title is taken.');
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('shows a refusal about no field of the form, or an unexpected failure, above it', async () => {
    const user = testUser();
    const { unmount } = render(
      <TestForm
        onSubmit={() => {
          throw toApiError(403, { message: 'token: is not yours', field: 'token' });
        }}
      />,
    );
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('token: is not yours');
    unmount();

    render(
      <TestForm
        onSubmit={() => {
          throw new TypeError('undefined is not a function');
        }}
      />,
    );
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('clears the form message when the form is sent again', async () => {
    const user = testUser();
    const onSubmit = jest
      .fn<() => void>()
      .mockImplementationOnce(() => {
        throw toApiError(503, null);
      })
      .mockImplementation(() => undefined);
    render(<TestForm onSubmit={onSubmit} />);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
