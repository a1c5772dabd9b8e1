/** Who is making a request, as guards and controllers see it. */
export interface Actor {
  id: string;
  email: string;
  type: 'homeowner' | 'tradie' | 'admin';
  status: 'active' | 'pending' | 'rejected' | 'banned';
}
