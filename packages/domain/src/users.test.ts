import { describe, expect, it } from 'vitest';
import {
  credentialsFormSchema,
  credentialsUpdateSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  usernameUpdateSchema,
} from './users.js';
import { firstMessages } from './test-helpers.js';

describe('profileUpdateSchema', () => {
  const valid = { firstName: 'Berthe', lastName: 'Morisot', email: 'b@example.com' };

  it('turns empty optional fields into null so they clear', () => {
    expect(profileUpdateSchema.parse({ ...valid, bio: '', website: ' ', phone: '+1 555' })).toEqual({
      ...valid,
      bio: null,
      website: null,
      phone: '+1 555',
    });
  });

  it('reports field messages', () => {
    expect(firstMessages(profileUpdateSchema, { firstName: '', lastName: '', email: 'x' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect(firstMessages(profileUpdateSchema, { ...valid, website: 'example.com' })).toEqual({
      website: 'Website must start with http:// or https://',
    });
  });
});

describe('credentials', () => {
  it('username messages', () => {
    expect(firstMessages(usernameUpdateSchema, { username: '' })).toEqual({
      username: 'Username is required',
    });
    expect(firstMessages(usernameUpdateSchema, { username: 'ab' })).toEqual({
      username: 'Username must be at least 3 characters long',
    });
  });

  it('password messages', () => {
    expect(firstMessages(passwordUpdateSchema, { currentPassword: '', newPassword: '123' })).toEqual({
      currentPassword: 'Current password is required to change password',
      newPassword: 'New password must be at least 6 characters long',
    });
  });

  it('the form only checks passwords when a new one is given', () => {
    const base = { username: 'frida', currentPassword: '', newPassword: '', confirmPassword: '' };
    expect(firstMessages(credentialsFormSchema, base)).toEqual({});
    expect(
      firstMessages(credentialsFormSchema, { ...base, newPassword: '123', confirmPassword: '321' }),
    ).toEqual({
      newPassword: 'New password must be at least 6 characters long',
      confirmPassword: 'Passwords do not match',
      currentPassword: 'Current password is required to change password',
    });
    expect(firstMessages(credentialsFormSchema, { ...base, username: 'ab' })).toEqual({
      username: 'Username must be at least 3 characters long',
    });
  });

  it('the API body checks a new password as the form does, and needs a username or a new password', () => {
    expect(firstMessages(credentialsUpdateSchema, {})).toEqual({ username: 'Username is required' });
    expect(firstMessages(credentialsUpdateSchema, { username: 'frida' })).toEqual({});
    expect(firstMessages(credentialsUpdateSchema, { newPassword: '123' })).toEqual({
      newPassword: 'New password must be at least 6 characters long',
      currentPassword: 'Current password is required to change password',
    });
    expect(
      firstMessages(credentialsUpdateSchema, { currentPassword: 'old-secret', newPassword: '123456' }),
    ).toEqual({});
    // The form's confirmation is its own; the body has none.
    expect(
      firstMessages(credentialsFormSchema, {
        username: 'frida',
        currentPassword: 'old-secret',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
  });
});
