/**
 * The personal clock link of a user (functions/users/time-tracking-link.ts): POST makes a new one
 * (the token is answered only this once), DELETE revokes it and answers the user record.
 */
import * as z from 'zod';
import { userSchema, type User } from '#shared/schemas/user.ts';
import { urlForKey } from '../../common/query';
import { api } from '../client';
import { t } from '../i18n';
import { usersApi } from './api';

export const timeTrackingLinkSchema = z.object({ username: z.string(), accessToken: z.string(), path: z.string().startsWith('/backend/time-tracking/') });
export type TimeTrackingLink = z.infer<typeof timeTrackingLinkSchema>;

const linkUrl = (id: string) => `${urlForKey(usersApi.keys.detail(id))}/time-tracking-link`;

export const createTimeTrackingLink = (id: string): Promise<TimeTrackingLink> =>
  api.post(linkUrl(id), undefined, { schema: timeTrackingLinkSchema, fallback: t('timeClock.link.createFailed') });

export const revokeTimeTrackingLink = (id: string): Promise<User> =>
  api.delete(linkUrl(id), { schema: userSchema, fallback: t('timeClock.link.revokeFailed') });
