import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderPage, testUser } from '@/test/render';
import { PictureInput } from './PictureInput';

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

describe('PictureInput', () => {
  it('is one keyboard stop whose focus shows on the button-like label around it', async () => {
    const upload = jest.fn(async () => undefined);
    await renderPage(
      <>
        <PictureInput
          label="Profile picture"
          hint="Up to 10 MB."
          buttonText="Upload picture"
          busyText="Uploading…"
          upload={upload}
        />
        <button type="button">Next</button>
      </>,
    );
    const user = testUser();
    const input = screen.getByLabelText('Profile picture');
    await user.tab();
    expect(input).toHaveFocus();
    // The input itself is visually hidden, so the label around it draws the focus ring.
    const shown = input.closest('label');
    expect(shown).toHaveTextContent('Upload picture');
    expect(shown?.className).toContain('has-[:focus-visible]:outline-2');
    expect(shown?.className).toContain('dark:has-[:focus-visible]:outline-brand-400');
    // No second, invisible stop: the next Tab leaves the picker.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();

    await user.upload(input, png());
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('says why a picture is refused', async () => {
    const upload = jest.fn(async () => undefined);
    await renderPage(
      <PictureInput label="Logo" buttonText="Upload logo" busyText="Uploading…" upload={upload} />,
    );
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await testUser().upload(screen.getByLabelText('Logo'), big);
    expect(await screen.findByText('That picture is larger than 10 MB.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
