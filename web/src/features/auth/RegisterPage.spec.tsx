import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { refusal, stubApi, type StubAnswer } from '@/test/api';
import { fill, renderPage, testUser } from '@/test/render';
import { RegisterPage } from './RegisterPage';

const META: StubAnswer = {
  status: 200,
  body: {
    productName: 'Tradiehub',
    states: ['NSW', 'VIC'],
    categories: [
      { id: 'electrical', label: 'Electrical', licensedIn: ['NSW', 'VIC'] },
      { id: 'plumbing', label: 'Plumbing', licensedIn: ['NSW', 'VIC'] },
      { id: 'carpentry', label: 'Carpentry', licensedIn: ['NSW'] },
    ],
  },
};

function form() {
  return screen.getByRole('form', { name: 'Create your account' });
}

async function fillHomeowner(user: ReturnType<typeof testUser>) {
  await fill(user, within(form()).getByLabelText('First name'), 'Olivia');
  await fill(user, within(form()).getByLabelText('Last name'), 'Nguyen');
  await fill(user, within(form()).getByLabelText('Email'), 'olivia@example.com');
  await fill(user, within(form()).getByLabelText('Password'), 'Leaky-tap-42');
}

async function fillTradie(user: ReturnType<typeof testUser>) {
  await fillHomeowner(user);
  await fill(user, within(form()).getByLabelText('Business name'), 'Nguyen Electrical');
  await fill(user, within(form()).getByLabelText('ABN'), '51 824 753 556');
  await fill(user, within(form()).getByLabelText('Licence number'), 'EL-12345');
  await user.selectOptions(within(form()).getByLabelText('Licence state'), 'VIC');
  await user.click(await within(form()).findByRole('checkbox', { name: 'Electrical' }));
  await fill(user, within(form()).getByLabelText('Service postcode'), '3000');
}

describe('RegisterPage', () => {
  it('preselects the account type from ?type= and shows the tradie fields only for tradies', async () => {
    stubApi({ 'GET /api/meta': META });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });

    expect(screen.getByRole('radio', { name: /^Tradie/ })).toBeChecked();
    expect(within(form()).getByLabelText('ABN')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Centra Resident/ }));
    expect(within(form()).queryByLabelText('ABN')).toBeNull();
    expect(within(form()).getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('checks the form before sending and focuses the first invalid field', async () => {
    const api = stubApi({ 'GET /api/meta': META });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register' });
    await fill(user, within(form()).getByLabelText('Email'), 'not-an-email');

    await user.click(within(form()).getByRole('button', { name: 'Create account' }));

    expect(within(form()).getAllByRole('alert')[0]).toHaveTextContent(
      'Please fix the highlighted fields.',
    );
    expect(within(form()).getByLabelText('First name')).toHaveFocus();
    expect(within(form()).getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.requests('POST /api/auth/register')).toEqual([]);
  });

  it('says a taken email on the email field, and focuses it', async () => {
    stubApi({
      'GET /api/meta': META,
      'POST /api/auth/register': refusal(409, 'email: is already registered', {
        code: 'AUTH.EMAIL_TAKEN',
        field: 'email',
      }),
    });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register' });
    await fillHomeowner(user);

    await user.click(within(form()).getByRole('button', { name: 'Create account' }));

    const email = within(form()).getByLabelText('Email');
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'This email is already registered. Log in instead, or use another email.',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
  });

  it('sends a tradie body and shows a refused ABN on the ABN field', async () => {
    const api = stubApi({
      'GET /api/meta': META,
      'POST /api/auth/register': refusal(
        400,
        'abn: is not a valid ABN (its check digits do not match)',
        { code: 'AUTH.INVALID_ABN', field: 'abn' },
      ),
    });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });
    await fillTradie(user);

    await user.click(within(form()).getByRole('button', { name: 'Create tradie account' }));

    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'ABN is not a valid ABN (its check digits do not match)',
    );
    expect(within(form()).getByLabelText('ABN')).toHaveFocus();
    expect(api.requests('POST /api/auth/register')[0]?.body).toEqual({
      type: 'tradie',
      firstName: 'Olivia',
      lastName: 'Nguyen',
      email: 'olivia@example.com',
      password: 'Leaky-tap-42',
      businessName: 'Nguyen Electrical',
      abn: '51824753556',
      licenceNumber: 'EL-12345',
      licenceState: 'VIC',
      otherLicences: [],
      categories: ['electrical'],
      servicePostcode: '3000',
      serviceRadiusKm: 25,
    });
  });

  it('says in plain words on the field when the service postcode is in no postcode list', async () => {
    stubApi({
      'GET /api/meta': META,
      'POST /api/auth/register': refusal(
        400,
        'servicePostcode: is not an Australian postcode we know',
        { code: 'AUTH.UNKNOWN_POSTCODE', field: 'servicePostcode' },
      ),
    });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });
    await fillTradie(user);

    await user.click(within(form()).getByRole('button', { name: 'Create tradie account' }));

    const postcode = within(form()).getByLabelText('Service postcode');
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      'We don’t know that postcode. Please check it.',
    );
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveFocus();
  });

  it('says which chosen trades need a licence in the licence state and which need none', async () => {
    stubApi({ 'GET /api/meta': META });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });
    await user.click(await within(form()).findByRole('checkbox', { name: 'Electrical' }));
    await user.click(within(form()).getByRole('checkbox', { name: 'Carpentry' }));
    // No state yet: nothing to say.
    expect(within(form()).queryByText(/licence needed/)).toBeNull();

    await user.selectOptions(within(form()).getByLabelText('Licence state'), 'VIC');
    expect(within(form()).getByText('No licence needed in VIC: Carpentry.')).toBeVisible();
    expect(within(form()).getByText(/^Needs a licence in VIC: Electrical\./)).toBeVisible();

    await user.selectOptions(within(form()).getByLabelText('Licence state'), 'NSW');
    expect(within(form()).queryByText(/No licence needed/)).toBeNull();
    expect(
      within(form()).getByText(/^Needs a licence in NSW: Electrical, Carpentry\./),
    ).toBeVisible();
  });

  it('shows the trade categories loading, then an error with a retry that loads them', async () => {
    let metaCalls = 0;
    let answerMeta: (answer: StubAnswer) => void = () => undefined;
    stubApi({
      'GET /api/meta': () => {
        metaCalls += 1;
        if (metaCalls === 1) return new Promise((resolve) => (answerMeta = resolve));
        return META;
      },
    });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });

    expect(within(form()).getByRole('status')).toHaveTextContent('Loading trade categories…');
    answerMeta({ status: 500, body: null });
    expect(await within(form()).findByRole('alert')).toHaveTextContent(
      "We couldn't load the trade categories.",
    );

    await user.click(within(form()).getByRole('button', { name: 'Try again' }));

    expect(await within(form()).findByRole('group', { name: /Trade categories/ })).toBeVisible();
    expect(within(form()).getByRole('checkbox', { name: 'Plumbing' })).not.toBeChecked();
  });
});
