import { describe, expect, it } from 'vitest';
import { loginSchema, registerFormSchema, registerSchema } from './auth.js';
import { firstMessages } from './test-helpers.js';

const valid = {
  firstName: 'Frida',
  lastName: 'Kahlo',
  username: 'frida',
  email: 'frida@example.com',
  password: 'secret1',
};

describe('loginSchema', () => {
  it('reports the spec messages', () => {
    expect(firstMessages(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
    expect(firstMessages(loginSchema, { username: 'x', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(firstMessages(loginSchema, {})).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it('trims the username but not the password', () => {
    expect(loginSchema.parse({ username: '  frida ', password: ' secret ' })).toEqual({
      username: 'frida',
      password: ' secret ',
    });
  });
});

describe('registerSchema', () => {
  it('accepts and trims a valid registration', () => {
    expect(registerSchema.parse({ ...valid, firstName: ' Frida ', email: ' frida@example.com ' })).toEqual(
      valid,
    );
  });

  it('reports every required-field message', () => {
    expect(
      firstMessages(registerSchema, { firstName: '', lastName: '', username: '', email: '', password: '' }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      username: 'Username is required',
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it.each([
    [{ username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [{ email: 'frida@' }, 'email', 'Please enter a valid email address'],
    [{ email: 'frida example.com' }, 'email', 'Please enter a valid email address'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [
      { username: 'has space' },
      'username',
      'Username may only contain letters, numbers, dots, hyphens and underscores',
    ],
    [
      { username: 'a@b.c' },
      'username',
      'Username may only contain letters, numbers, dots, hyphens and underscores',
    ],
  ])('%o → %s: %s', (override, field, message) => {
    expect(firstMessages(registerSchema, { ...valid, ...override })[field]).toBe(message);
  });
});

describe('registerFormSchema', () => {
  it('needs the confirmation and a match', () => {
    expect(firstMessages(registerFormSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(firstMessages(registerFormSchema, { ...valid, confirmPassword: 'other1' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(registerFormSchema.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });
});
