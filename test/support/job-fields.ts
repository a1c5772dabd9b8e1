/** A plain open job's fields as the services take them (a plumber's job in Newtown, NSW). */
export const LEAKING_TAP = {
  title: 'Fix a leaking tap',
  description: 'The kitchen tap drips all day long and the base is loose.',
  category: 'plumbing',
  location: 'Newtown',
  state: 'NSW',
  postcode: '2042',
  budgetCents: 20_000,
  isEmergency: false,
} as const;
