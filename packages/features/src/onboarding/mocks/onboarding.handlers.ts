import type { GettingStarted, ImportantNotification } from '@vigil/openapi';
import { apiHttp, valueReply } from '@vigil/openapi/mocks';
import { gettingStartedFixture } from '../fixtures/onboarding';

/** Hears of the onboarding's writes, e.g. 'PUT /seen_announcement version_6_0'. */
export type OnboardingRecorder = (call: string) => void;

/** How the getting-started mock answers. */
export interface GettingStartedServerOptions {
  initial?: GettingStarted;
  failLoad?: boolean;
  failCompletion?: boolean;
  failSettings?: boolean;
  record?: OnboardingRecorder;
}

const failure = { status: 503, message: 'Service Unavailable' } as const;

/** Mock HTTP answers for the onboarding's calls, for stories and tests; typed by the contract. */
export const onboardingHandlers = {
  /** GET /important_notifications. */
  importantNotifications: (notifications: ImportantNotification[] = []) =>
    apiHttp.get('/important_notifications', ({ response }) => response(200).json(valueReply(notifications))),

  /**
   * The getting-started checklist as a small server keeping its state: GET, the autoOpen save
   * and the completion (which fail with 503 when told to).
   */
  gettingStarted: ({
    initial = gettingStartedFixture,
    failLoad = false,
    failCompletion = false,
    failSettings = false,
    record,
  }: GettingStartedServerOptions = {}) => {
    let state: GettingStarted = structuredClone(initial);
    return [
      apiHttp.get('/settings/getting_started', ({ response }) =>
        failLoad ? response('default').json(failure, { status: 503 }) : response(200).json(state),
      ),
      apiHttp.put('/settings/getting_started', async ({ request, response }) => {
        const { settings } = await request.json();
        record?.(`PUT /settings/getting_started autoOpen=${settings.autoOpen}`);
        if (failSettings) return response('default').json(failure, { status: 503 });
        state = { ...state, settings: { ...state.settings, ...settings } };
        return response(200).json(state);
      }),
      apiHttp.put('/settings/getting_started/completion', async ({ request, response }) => {
        const { milestoneName } = await request.json();
        record?.(`PUT /settings/getting_started/completion ${milestoneName}`);
        if (failCompletion) return response('default').json(failure, { status: 503 });
        state = {
          ...state,
          milestones: state.milestones.map((m) =>
            m.name === milestoneName && !m.completed ? { ...m, completed: true, completionDate: '2026-11-02T10:00:00Z' } : m,
          ),
        };
        return response(200).json(state);
      }),
    ];
  },

  /** PATCH /self: saves the profile (503 when `fail`). */
  profile: ({ fail = false, record }: { fail?: boolean; record?: OnboardingRecorder } = {}) =>
    apiHttp.patch('/self', async ({ request, response }) => {
      const body = await request.json();
      record?.(`PATCH /self ${JSON.stringify(body)}`);
      if (fail) return response('default').json(failure, { status: 503 });
      return response(200).json({ interests: body.interests ?? [], department: body.department ?? null, title: body.title ?? null });
    }),

  /** PUT /seen_announcement. */
  seenAnnouncement: (record?: OnboardingRecorder) =>
    apiHttp.put('/seen_announcement', async ({ request, response }) => {
      const { announcement } = await request.json();
      record?.(`PUT /seen_announcement ${announcement}`);
      return response(204).empty();
    }),

  /** POST /services/analytics/events. */
  analytics: (record?: OnboardingRecorder) =>
    apiHttp.post('/services/analytics/events', async ({ request, response }) => {
      const event = await request.json();
      record?.(`POST /services/analytics/events ${JSON.stringify(event)}`);
      return response(202).empty();
    }),

  /** Every onboarding call answered: no notifications, the fixture checklist, writes recorded. */
  all: ({
    notifications = [],
    gettingStarted,
    failProfile = false,
    record,
  }: {
    notifications?: ImportantNotification[];
    gettingStarted?: GettingStartedServerOptions;
    failProfile?: boolean;
    record?: OnboardingRecorder;
  } = {}) => [
    onboardingHandlers.importantNotifications(notifications),
    ...onboardingHandlers.gettingStarted({ record, ...gettingStarted }),
    onboardingHandlers.profile({ fail: failProfile, record }),
    onboardingHandlers.seenAnnouncement(record),
    onboardingHandlers.analytics(record),
  ],
};
