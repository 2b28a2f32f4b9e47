import { describe, expect, it } from 'vitest';
import { clearSession, loadSession, saveSession } from './auth-storage';
import { makeUser } from '../test/render';

describe('auth storage', () => {
  it('stores the token under authToken and the user JSON under user, and restores them', () => {
    const user = makeUser();
    saveSession('tok', user);
    expect(localStorage.getItem('authToken')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(loadSession()).toEqual({ token: 'tok', user });
  });

  it('clears both keys when the stored user is corrupt', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', '{not json');
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears both keys when the stored user is valid JSON but not a user', () => {
    localStorage.setItem('authToken', 'tok');
    localStorage.setItem('user', '"just a string"');
    expect(loadSession()).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('is signed out without a token', () => {
    localStorage.setItem('user', JSON.stringify(makeUser()));
    expect(loadSession()).toBeNull();
  });

  it('clearSession removes both keys', () => {
    saveSession('tok', makeUser());
    clearSession();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });
});
