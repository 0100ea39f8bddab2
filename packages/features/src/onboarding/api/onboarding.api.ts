import {
  ApiError,
  unwrap,
  unwrapValue,
  type AnalyticsEvent,
  type AnnouncementId,
  type ApiClient,
  type GettingStarted,
  type ImportantNotification,
  type Profile,
  type ProfileUpdate,
} from '@vigil/openapi';

/** GET /important_notifications: the banners' notifications, from `data.attributes.value`. */
export function fetchImportantNotifications(client: ApiClient): Promise<ImportantNotification[]> {
  return unwrapValue(client.GET('/important_notifications'));
}

/** GET settings/getting_started: the admins' checklist (settings and milestones). */
export function fetchGettingStarted(client: ApiClient): Promise<GettingStarted> {
  return unwrap(client.GET('/settings/getting_started'));
}

/** PUT settings/getting_started: saves autoOpen; the reply is the checklist after the change. */
export function saveGettingStartedAutoOpen(client: ApiClient, autoOpen: boolean): Promise<GettingStarted> {
  return unwrap(client.PUT('/settings/getting_started', { body: { settings: { autoOpen } } }));
}

/** PUT settings/getting_started/completion: marks a milestone completed. */
export function completeMilestone(client: ApiClient, milestoneName: string): Promise<GettingStarted> {
  return unwrap(client.PUT('/settings/getting_started/completion', { body: { milestoneName } }));
}

/** PATCH self: the account profile (interests, department, title). */
export function updateProfile(client: ApiClient, profile: ProfileUpdate): Promise<Profile> {
  return unwrap(client.PATCH('/self', { body: profile }));
}

/** PUT seen_announcement: the announcement is seen (204). */
export async function markAnnouncementSeen(client: ApiClient, announcement: AnnouncementId): Promise<void> {
  const { response, error } = await client.PUT('/seen_announcement', { body: { announcement } });
  if (!response.ok) throw ApiError.fromReply(response, error);
}

/** POST services/analytics/events: one analytics event (202). */
export async function sendAnalyticsEvent(client: ApiClient, event: AnalyticsEvent): Promise<void> {
  const { response, error } = await client.POST('/services/analytics/events', { body: event });
  if (!response.ok) throw ApiError.fromReply(response, error);
}
