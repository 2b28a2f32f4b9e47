import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  credentialsUpdateResponseSchema,
  credentialsUpdateSchema,
  idParamSchema,
  passwordUpdateResponseSchema,
  passwordUpdateSchema,
  profileResponseSchema,
  profileUpdateSchema,
  userUpdateResponseSchema,
  usernameUpdateSchema,
} from '@artledger/domain';
import { AppError, notFound } from '../../lib/app-error.js';
import { AccountAndAddressThrottle } from '../../lib/failure-throttle.js';
import { issueToken } from '../auth/auth.service.js';
import { findUserById, toUserDto } from './users.repository.js';
import { updateCredentials, updatePassword, updateProfile, updateUsername } from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authPerAccount, authPerAddress, windowMs } = app.config.rateLimit;
  const limits = { perAccount: authPerAccount, perAddress: authPerAddress, windowMs };
  const minutes = Math.round(windowMs / 60_000);
  // A signed-in attacker could otherwise guess the current password, or find out which usernames and
  // emails exist by trying them, without limit.
  const passwordGuesses = new AccountAndAddressThrottle(
    limits,
    `Too many wrong current passwords. Please wait ${minutes} minutes and try again.`,
    (error) => error instanceof AppError && error.details?.[0]?.path === 'currentPassword',
  );
  const takenProbes = new AccountAndAddressThrottle(
    limits,
    `Too many attempts with a username or email that is already taken. Please wait ${minutes} minutes and try again.`,
    (error) => error instanceof AppError && error.code === 'CONFLICT',
  );
  app.get(
    '/api/users/profile',
    {
      schema: { tags: ['users'], summary: "The caller's profile", response: { 200: profileResponseSchema } },
    },
    async (request) => {
      const row = await findUserById(app.db, request.user.id);
      if (!row) throw notFound('User');
      return toUserDto(row);
    },
  );

  app.put(
    '/api/users/:id/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Edit your own profile',
        params: idParamSchema,
        body: profileUpdateSchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: toUserDto(
        await takenProbes.run(request.user.id, request.ip, () =>
          updateProfile(app.db, request.user, request.params.id, request.body),
        ),
      ),
    }),
  );

  app.put(
    '/api/users/credentials',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own username and/or password in one step: both or neither',
        body: credentialsUpdateSchema,
        response: { 200: credentialsUpdateResponseSchema },
      },
    },
    async (request) => {
      // The same counts as the password and username routes, so switching routes buys no more guesses.
      const { row } = await passwordGuesses.run(request.user.id, request.ip, () =>
        takenProbes.run(request.user.id, request.ip, () =>
          updateCredentials(app.db, request.user, request.body),
        ),
      );
      return { success: true as const, user: toUserDto(row), token: await issueToken(app.tokens, row) };
    },
  );

  app.put(
    '/api/users/:id/username',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own username',
        params: idParamSchema,
        body: usernameUpdateSchema,
        response: { 200: userUpdateResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      user: toUserDto(
        await takenProbes.run(request.user.id, request.ip, () =>
          updateUsername(app.db, request.user, request.params.id, request.body),
        ),
      ),
    }),
  );

  app.put(
    '/api/users/:id/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own password; older sessions are signed out',
        params: idParamSchema,
        body: passwordUpdateSchema,
        response: { 200: passwordUpdateResponseSchema },
      },
    },
    async (request) => {
      const row = await passwordGuesses.run(request.user.id, request.ip, () =>
        updatePassword(app.db, request.user, request.params.id, request.body),
      );
      return { success: true as const, token: await issueToken(app.tokens, row) };
    },
  );
};
