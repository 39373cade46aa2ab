import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  listNotificationsQuery,
  notification,
  notificationList,
  notificationPreferenceList,
  updateNotificationPreferencesInput,
} from '@gears/domain';
import type { AppDeps } from '../../app-deps.ts';
import { readRoute, requireAuth } from '../../platform/auth-context.ts';
import { idParams } from '../../platform/params.ts';
import { scopeOf } from '../../platform/scope.ts';
import * as service from './notifications.service.ts';
import { setNoticeLinkBase } from './notify.service.ts';

const tags = ['notifications'];

/** /api/notifications: the signed-in user's own notifications (spec 01 §2 notifications dropdown). */
export async function notificationRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  setNoticeLinkBase(deps.config.publicUrl);

  r.get(
    '/api/notifications',
    { schema: { tags, querystring: listNotificationsQuery, response: { 200: notificationList } }, config: readRoute },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.listMyNotifications(tx, reader, req.query.limit));
    },
  );

  r.post('/api/notifications/:id/read', { schema: { tags, params: idParams, response: { 200: notification } } }, async (req) => {
    const reader = scopeOf(requireAuth(req));
    return req.tenant((tx) => service.markNotificationRead(tx, reader, req.params.id));
  });

  r.post(
    '/api/notifications/read-all',
    { schema: { tags, response: { 200: z.object({ marked: z.number(), message: z.string() }) } } },
    async (req) => {
      const reader = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.markAllNotificationsRead(tx, reader));
    },
  );

  // Settings → Notifications (issue 17 item 4): per kind, in-app / email / off.
  r.get(
    '/api/notifications/preferences',
    { schema: { tags, response: { 200: notificationPreferenceList } }, config: readRoute },
    async (req) => {
      const me = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.myPreferences(tx, me));
    },
  );

  r.patch(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        body: updateNotificationPreferencesInput,
        response: { 200: notificationPreferenceList.extend({ message: z.string() }) },
      },
    },
    async (req) => {
      const me = scopeOf(requireAuth(req));
      return req.tenant((tx) => service.updateMyPreferences(tx, me, req.body));
    },
  );
}
