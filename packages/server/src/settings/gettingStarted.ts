import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { readSetting } from './store.js';

type Schemas = components['schemas'];
type Settings = Schemas['GettingStartedSettings'];

/** The `getting_started` settings section: the checklist's settings and when each milestone was completed (one per install). */
interface Stored {
  settings: Partial<Settings>;
  completed: Record<string, string>;
}

export const GETTING_STARTED_KEY = 'getting_started';

export const DEFAULT_GETTING_STARTED_SETTINGS: Settings = { interactive: true, autoOpen: true };

type Step = Pick<Schemas['Milestone'], 'name' | 'title' | 'description' | 'path' | 'route_module'>;

/** The admins' first steps with a new install, in order (the spec names only the global settings link). */
const MILESTONES: readonly Step[] = [
  {
    name: 'connect_adapter',
    title: 'Connect an adapter',
    description: 'Connect your first adapter so that assets can be discovered.',
    path: '/adapters',
    route_module: 'Adapters',
  },
  {
    name: 'run_discovery',
    title: 'Run a discovery',
    description: 'Use Discover Now to fetch the assets of the connected adapters.',
    path: '/dashboard',
    route_module: 'Dashboard',
  },
  {
    name: 'save_query',
    title: 'Save a query',
    description: 'Filter the assets you care about and save the query to reuse it.',
    path: '/queries',
    route_module: 'Queries',
  },
  {
    name: 'create_dashboard',
    title: 'Build a dashboard',
    description: 'Add charts over your queries to a dashboard.',
    path: '/dashboard',
    route_module: 'Dashboard',
  },
  {
    name: 'create_enforcement',
    title: 'Create an enforcement set',
    description: 'Act on the assets that match a query, automatically.',
    path: '/enforcements',
    route_module: 'Enforcements',
  },
  {
    name: 'invite_users',
    title: 'Invite your team',
    description: 'Add users and give them roles.',
    path: '/administration',
    route_module: 'Administration',
  },
  {
    name: 'review_settings',
    title: 'Review the global settings',
    description: 'Check the system settings: sessions, password policy, notifications.',
    path: '/settings/global-settings-tab',
    route_module: 'Settings',
  },
];

export const isMilestone = (name: string): boolean => MILESTONES.some((step) => step.name === name);

/** The checklist as the console shows it: settings, and every milestone with its completion. */
export async function readGettingStarted(db: Queryable): Promise<Schemas['GettingStarted']> {
  const stored = await readSetting<Stored>(db, GETTING_STARTED_KEY, { settings: {}, completed: {} });
  return {
    settings: { ...DEFAULT_GETTING_STARTED_SETTINGS, ...stored.settings },
    milestones: MILESTONES.map((step, index) => {
      const completionDate = stored.completed[step.name] ?? null;
      return { id: String(index + 1), ...step, link: null, completed: completionDate !== null, completionDate };
    }),
  };
}

/** Saves the settings given; the others keep their value. One statement, so concurrent saves do not undo each other. */
export async function saveGettingStartedSettings(db: Queryable, settings: Partial<Settings>): Promise<void> {
  await db.query(
    `insert into settings (key, value) values ($1, jsonb_build_object('settings', $2::jsonb))
     on conflict (key) do update
       set value = settings.value || jsonb_build_object('settings', coalesce(settings.value -> 'settings', '{}') || $2::jsonb)`,
    [GETTING_STARTED_KEY, JSON.stringify(settings)],
  );
}

/** Marks a milestone completed now, unless it already was (it keeps its first date). */
export async function completeMilestone(db: Queryable, name: string): Promise<void> {
  await db.query(
    `insert into settings (key, value) values ($1, jsonb_build_object('completed', jsonb_build_object($2::text, $3::text)))
     on conflict (key) do update
       set value = settings.value || jsonb_build_object('completed', jsonb_build_object($2::text, $3::text) || coalesce(settings.value -> 'completed', '{}'))`,
    [GETTING_STARTED_KEY, name, new Date().toISOString()],
  );
}
