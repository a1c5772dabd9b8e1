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
    ],
  },
};

const form = () => screen.getByRole('form', { name: 'Create your account' });

async function fillTradie(user: ReturnType<typeof testUser>) {
  await fill(user, within(form()).getByLabelText('First name'), 'Olivia');
  await fill(user, within(form()).getByLabelText('Last name'), 'Nguyen');
  await fill(user, within(form()).getByLabelText('Email'), 'olivia@example.com');
  await fill(user, within(form()).getByLabelText('Password'), 'Leaky-tap-42');
  await fill(user, within(form()).getByLabelText('Business name'), 'Nguyen Electrical');
  await fill(user, within(form()).getByLabelText('ABN'), '51 824 753 556');
  await fill(user, within(form()).getByLabelText('Licence number'), 'EL-12345');
  await user.selectOptions(within(form()).getByLabelText('Licence state'), 'VIC');
  await user.click(await within(form()).findByRole('checkbox', { name: 'Electrical' }));
  await user.click(within(form()).getByRole('checkbox', { name: 'Plumbing' }));
  await fill(user, within(form()).getByLabelText('Service postcode'), '3000');
}

describe('other licences on the sign-up form', () => {
  it('adds a licence row, checks it before sending, and sends every licence', async () => {
    const api = stubApi({
      'GET /api/meta': META,
      'POST /api/auth/register': refusal(409, 'email: is already registered', {
        code: 'AUTH.EMAIL_TAKEN',
        field: 'email',
      }),
    });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });
    await fillTradie(user);

    await user.click(within(form()).getByRole('button', { name: 'Add another licence' }));
    const number = within(form()).getByLabelText('Licence 2 number');
    expect(number).toHaveFocus();
    await fill(user, number, 'pl-998');
    await user.click(within(form()).getByRole('button', { name: 'Create tradie account' }));
    const state = within(form()).getByLabelText('Licence 2 state');
    expect(state).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(form()).getByText('Please choose the state that issued this licence.'),
    ).toBeInTheDocument();
    expect(api.requests('POST /api/auth/register')).toEqual([]);

    await user.selectOptions(state, 'NSW');
    await user.click(within(form()).getByRole('button', { name: 'Create tradie account' }));
    await within(form()).findByRole('alert');
    expect(api.requests('POST /api/auth/register')[0]?.body).toMatchObject({
      licenceNumber: 'EL-12345',
      licenceState: 'VIC',
      otherLicences: [{ licenceNumber: 'pl-998', licenceState: 'NSW' }],
      categories: ['electrical', 'plumbing'],
    });
  });

  it('removes a row, keeping focus in the list, and takes at most four', async () => {
    stubApi({ 'GET /api/meta': META });
    const user = testUser();
    await renderPage(<RegisterPage />, { path: '/register?type=tradie' });
    const add = () => within(form()).getByRole('button', { name: 'Add another licence' });
    for (let i = 0; i < 4; i += 1) await user.click(add());
    expect(within(form()).queryByRole('button', { name: 'Add another licence' })).toBeNull();
    expect(within(form()).getByText(/That is the most we take/)).toBeInTheDocument();
    expect(within(form()).getByRole('group', { name: 'Licence 5' })).toBeInTheDocument();

    await user.click(within(form()).getByRole('button', { name: 'Remove licence 3' }));
    expect(within(form()).queryByRole('group', { name: 'Licence 5' })).toBeNull();
    expect(within(form()).getAllByRole('group', { name: /^Licence \d$/ })).toHaveLength(3);
    expect(add()).toHaveFocus();
  });
});
