/** Who is making a request, as guards and controllers see it. */
export interface Actor {
  id: string;
  email: string;
  type: 'homeowner' | 'tradie' | 'admin';
  status: 'active' | 'pending' | 'rejected' | 'banned';
  /** Whether the account's address was proven by a link (posting jobs, buying leads need it). */
  emailVerified: boolean;
}
