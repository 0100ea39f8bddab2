/**
 * The onboarding texts. Quoted spec texts are used letter for letter ('You are impersonating',
 * "Let's Do It", 'Next', 'Learn More', 'Skip', 'Discover the New Dashboard Experience!',
 * 'Got it!'); the rest is designed (the spec does not show it).
 */
export const ONBOARDING_MESSAGES = {
  // Banners (spec 4 Impersonation)
  impersonating: 'You are impersonating',
  connectedDataScope: 'Connected as Data Scope:',
  connectedTenant: 'Connected as Tenant:',
  // Designed: the actions of the impersonation banners.
  stopImpersonating: 'Stop Impersonating',
  disconnect: 'Disconnect',
  disconnectDataScopeLabel: (name: string) => `Disconnect from Data Scope ${name}`,
  disconnectTenantLabel: (name: string) => `Disconnect from Tenant ${name}`,
  // Designed: the trial and contract banners.
  trialDaysLeft: (days: number) => `Your trial ends in ${days} ${days === 1 ? 'day' : 'days'}.`,
  // The expired state (under 1 day) shows while the trial is still active: its last day.
  trialExpired: 'Your trial ends today. Contact your account manager to keep using Vigil.',
  contractDaysLeft: (days: number) =>
    `Your contract expires in ${days} ${days === 1 ? 'day' : 'days'}. Contact your account manager to renew it.`,
  contractExpired: 'Your contract has expired. Contact your account manager to renew it.',
  bannersLabel: 'Notices',

  // Getting started (spec 4 Getting started)
  gettingStartedTitle: 'Getting Started',
  letsDoIt: "Let's Do It",
  // Designed.
  progressLabel: 'Your progress',
  progressValue: (completed: number, total: number) => `${completed} of ${total} completed`,
  milestonesLabel: 'Milestones',
  documentation: 'Documentation',
  completed: 'Completed',
  autoOpen: 'Open after login',
  gettingStartedLoading: 'Loading the checklist…',
  gettingStartedFailed: 'The checklist could not be loaded.',
  tryAgain: 'Try Again',

  // First login (designed: the spec names the modals, not their texts).
  profileTitle: 'Tell Us About Yourself',
  profileIntro: 'Help us tailor Vigil to your work. You can change these later in My Account.',
  interests: 'Interests',
  department: 'Department',
  jobTitle: 'Job Title',
  profileSkip: 'Skip',
  profileContinue: 'Continue',
  interestOptions: [
    'Asset inventory',
    'Vulnerability management',
    'Cloud security',
    'SaaS management',
    'Compliance',
    'Incident response',
  ],
  profileSaveFailed: 'Your profile could not be saved. Try again, or skip for now.',
  templatesTitle: 'Start With a Dashboard',
  templatesIntro: 'Pick a template to build your first dashboard.',
  templatesLabel: 'Dashboard template',
  templates: [
    { id: 'cam', title: 'Cyber Asset Management', description: 'Coverage of devices, users and software across your adapters.' },
    { id: 'saas', title: 'SaaS Management', description: 'SaaS applications, their users and their spend.' },
  ],
  templatesSkip: 'Not Now',
  templatesCreate: 'Create Dashboard',

  // Version 6.0 carousel (spec 2 Announcement: version 6.0 carousel; prose written from its bullets).
  version6Label: 'What is new in version 6.0',
  version6Steps: [
    {
      title: 'Welcome to Version 6.0',
      text: 'Our new major version brings you unprecedented visibility and control over your environment.',
    },
    {
      title: 'One Platform for All Your Assets',
      text: 'Cybersecurity asset management and SaaS management are now one platform: a system of record for all your digital infrastructure, with unified adapters, queries and enforcement actions across devices, users, software, SaaS applications and cloud infrastructure.',
    },
    {
      title: 'Assets Page and Asset Graph',
      text: 'The new Assets Page is your central hub for every asset, and the Asset Graph maps the relationships between them.',
    },
    {
      title: 'Control, Findings and Tickets',
      text: 'Enhanced role-based access control covers dashboards, queries, adapters and data fields. The Findings Page brings insights and alerts when assets deviate from expectations, and tickets created through the Enforcement Center are tracked with their asset context.',
    },
  ],
  next: 'Next',
  learnMore: 'Learn More',
  skip: 'Skip',

  // New dashboard announcement (spec 2 Announcement: new dashboard experience).
  newDashboardTitle: 'Discover the New Dashboard Experience!',
  newDashboardText:
    'Drag, resize, organize and share your charts with a new responsive layout designed for flexibility and control. Try it now!',
  gotIt: 'Got it!',
} as const;
