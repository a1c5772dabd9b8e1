import type { AuState, RegisterBody } from '@/shared/api/types';
import { AU_STATES } from '@/shared/config/product';
import { isEmail, type FieldErrors } from '@/shared/forms/errors';

export type AccountType = 'homeowner' | 'tradie';

export const REGISTER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'suburb',
  'state',
  'postcode',
  'businessName',
  'abn',
  'licenceNumber',
  'licenceState',
  'categories',
  'servicePostcode',
  'serviceRadiusKm',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The form's labels, used to phrase the API's field messages ("ABN is not a valid ABN"). */
export const REGISTER_LABELS: Record<RegisterField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  phone: 'Phone',
  suburb: 'Suburb',
  state: 'State or territory',
  postcode: 'Postcode',
  businessName: 'Business name',
  abn: 'ABN',
  licenceNumber: 'Licence number',
  licenceState: 'Licence state',
  categories: 'Trade categories',
  servicePostcode: 'Service postcode',
  serviceRadiusKm: 'Service radius',
};

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  suburb: string;
  state: string;
  postcode: string;
  businessName: string;
  abn: string;
  licenceNumber: string;
  licenceState: string;
  categories: string[];
  servicePostcode: string;
  serviceRadiusKm: string;
}

export const EMPTY_REGISTER_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  suburb: '',
  state: '',
  postcode: '',
  businessName: '',
  abn: '',
  licenceNumber: '',
  licenceState: '',
  categories: [],
  servicePostcode: '',
  serviceRadiusKm: '25',
};

export type ChangeRegisterValue = <K extends keyof RegisterValues>(
  field: K,
  value: RegisterValues[K],
) => void;

/** `{...text('abn')}` binds a text or select field to a value: name, value, error, onChange. */
export function bindTextFields(
  values: RegisterValues,
  errors: FieldErrors<RegisterField>,
  change: ChangeRegisterValue,
) {
  return (field: Exclude<keyof RegisterValues, 'categories'>) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });
}

const POSTCODE = /^\d{4}$/;

/** Quick checks before calling the API; the server's rules (ABN check digits etc.) still apply. */
export function validateRegister(type: AccountType, v: RegisterValues): FieldErrors<RegisterField> {
  const e: FieldErrors<RegisterField> = {};
  if (!v.firstName.trim()) e.firstName = 'Please enter your first name.';
  if (!v.lastName.trim()) e.lastName = 'Please enter your last name.';
  if (!isEmail(v.email)) e.email = 'Please enter a valid email address.';
  if (v.password.length < 8) e.password = 'Use at least 8 characters.';
  else if (!/\p{L}/u.test(v.password) || !/\p{N}/u.test(v.password)) {
    e.password = 'Use at least one letter and one number.';
  }
  if (v.postcode.trim() && !POSTCODE.test(v.postcode.trim()))
    e.postcode = 'Postcodes have 4 digits.';
  if (type === 'tradie') {
    if (!v.businessName.trim()) e.businessName = 'Please enter your business name.';
    if (!/^\d{11}$/.test(v.abn.replace(/\s/g, ''))) e.abn = 'An ABN has 11 digits.';
    if (!v.licenceNumber.trim()) e.licenceNumber = 'Please enter your licence number.';
    if (!v.licenceState) e.licenceState = 'Please choose the state that issued your licence.';
    if (v.categories.length === 0) e.categories = 'Please choose at least one trade.';
    if (!POSTCODE.test(v.servicePostcode.trim())) e.servicePostcode = 'Postcodes have 4 digits.';
    const radius = Number(v.serviceRadiusKm);
    if (!Number.isInteger(radius) || radius < 1 || radius > 500) {
      e.serviceRadiusKm = 'Enter a whole number of kilometres between 1 and 500.';
    }
  }
  return e;
}

function optional(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function asState(value: string): AuState | undefined {
  return (AU_STATES as readonly string[]).includes(value) ? (value as AuState) : undefined;
}

export function toRegisterBody(type: AccountType, v: RegisterValues): RegisterBody {
  const body: RegisterBody = {
    type,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    password: v.password,
  };
  const phone = optional(v.phone);
  const suburb = optional(v.suburb);
  const state = asState(v.state);
  const postcode = optional(v.postcode);
  if (phone) body.phone = phone;
  if (suburb) body.suburb = suburb;
  if (state) body.state = state;
  if (postcode) body.postcode = postcode;
  if (type === 'tradie') {
    body.businessName = v.businessName.trim();
    body.abn = v.abn.replace(/\s/g, '');
    body.licenceNumber = v.licenceNumber.trim();
    body.licenceState = asState(v.licenceState);
    body.categories = v.categories;
    body.servicePostcode = v.servicePostcode.trim();
    body.serviceRadiusKm = Number(v.serviceRadiusKm);
  }
  return body;
}
