import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '@artledger/domain';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased copies keep uniqueness and look-ups case-insensitive on both databases. */
  username_lower: string;
  email: string;
  email_lower: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  bio: string | null;
  website: string | null;
  location: string | null;
  phone: string | null;
  profile_image: string | null;
  role: Role;
  /** Bumped on password change or deletion; tokens carry it and older ones stop working. */
  token_version: number;
  created_at: string;
  updated_at: string;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
