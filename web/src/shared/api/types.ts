import type { components } from './schema.gen';

// Names the UI uses for the API's shapes; the only place that knows the generated schema names.
type Schemas = components['schemas'];

export type User = Schemas['UserDto'];
export type UserType = User['type'];
export type UserStatus = User['status'];
export type JobCard = Schemas['JobCardDto'];
export type Meta = Schemas['MetaDto'];
export type Category = Schemas['CategoryDto'];
export type RegisterBody = Schemas['RegisterDto'];
export type AuState = NonNullable<RegisterBody['state']>;
export type PublicTradieProfile = Schemas['PublicTradieProfileDto'];
export type PendingTradie = Schemas['AdminTradieDto'];
export type ContactBody = Schemas['ContactDto'];
export type FeedbackBody = Schemas['FeedbackDto'];
