// Fixtures and mock HTTP handlers for stories and tests; never imported by the app.
export { constantsHandlers } from './constants/mocks/constants.handlers';
export { constantsFixture, federalConstantsFixture } from './constants/fixtures/constants';
export { sessionHandlers } from './session/mocks/session.handlers';
export {
  currentUserFixture,
  itUserFixture,
  samlUserFixture,
  sessionUserDataFixture,
  sessionConfigFixture,
  lifetimeConfigFixture,
  samlRedirectConfigFixture,
  sessionExpiryFixture,
  idpLogoutUrl,
} from './session/fixtures/session';
export { manualClock, type ManualClock } from './session/manualClock';
export { MemoryStorage } from './session/mocks/memoryStorage';
export { sessionStoryKit, type SessionStoryKit, type FakeNotification } from './session/mocks/sessionStory';
export { authHandlers, authScenario, authScenarios, type AuthScenario, type LoginOutcome, type VerifyOutcome } from './auth/mocks/auth.handlers';
export * from './auth/fixtures/auth';
export { shellHandlers } from './shell/mocks/shell.handlers';
export { onboardingHandlers, type OnboardingRecorder, type GettingStartedServerOptions } from './onboarding/mocks/onboarding.handlers';
export { onboardingStoryKit, ONBOARDING_NOW, type OnboardingStoryKit, type OnboardingStoryOptions } from './onboarding/mocks/onboardingStory';
export * from './onboarding/fixtures/onboarding';
export { topbarHandlers, type DiscoveryServer } from './topbar/mocks/topbar.handlers';
export { topbarStoryKit, type TopbarStoryKit } from './topbar/mocks/topbarStory';
export * from './topbar/fixtures/topbar';
export { navigationHandlers, switchRefusal } from './navigation/mocks/navigation.handlers';
export * from './navigation/fixtures/navigation';
export { navigationStoryKit, type NavigationStoryKit, type NavigationStoryOptions } from './navigation/mocks/navigationStory';
export { userAccessHandlers, accessRefusal, type AccessOutcome } from './user-access/mocks/userAccess.handlers';
export * from './user-access/fixtures/userAccess';
export { accountHandlers, wrongPasswordRefusal } from './account/mocks/account.handlers';
export { rolesHandlers, rolesServer, type RolesServer } from './roles/mocks/roles.handlers';
export * from './roles/fixtures/roles';
export { usersHandlers, type UsersServerOptions, type BulkMode } from './users/mocks/users.handlers';
export * from './users/fixtures/users';
export { queriesHandlers, mockCounts, mockDiff, type QueriesServerOptions } from './queries/mocks/queries.handlers';
export { queriesStoryKit, type QueriesStoryKit, type QueriesStoryOptions } from './queries/mocks/queriesStory';
export * from './queries/fixtures/queries';
export { assetsHandlers, type AssetsServerOptions } from './assets/mocks/assets.handlers';
export { homeHandlers, type HomeServerOptions } from './home/mocks/home.handlers';
export { assetSummaryFixture, emptyAssetSummaryFixture } from './home/fixtures/home';
export { assetsStoryKit, type AssetsStoryKit, type AssetsStoryOptions } from './assets/mocks/assetsStory';
export * from './assets/fixtures/assets';
export { administrationHandlers } from './administration/mocks/administration.handlers';
export { systemOverviewFixture } from './administration/fixtures/administration';
export { dashboardsHandlers, mockChartData, type DashboardsServerOptions } from './dashboards/mocks/dashboards.handlers';
export { dashboardsStoryKit, type DashboardsStoryKit, type DashboardsStoryOptions } from './dashboards/mocks/dashboardsStory';
export * from './dashboards/fixtures/dashboards';
export { campaignApprovalHandlers, type CampaignApprovalServerOptions } from './campaigns/approval/mocks/approval.handlers';
export * from './campaigns/approval/fixtures/approval';
export { campaignsHandlers, type CampaignsServerOptions } from './campaigns/manage/mocks/campaigns.handlers';
export { campaignsStoryKit, type CampaignsStoryKit, type CampaignsStoryOptions } from './campaigns/manage/mocks/campaignsStory';
export * from './campaigns/manage/fixtures/campaigns';
export { operationsHandlers, operationsServer, type OperationsServer } from './operations/mocks/operations.handlers';
export * from './operations/fixtures/operations';
export { certificatesHandlers, certificatesServer, type CertificatesServer } from './certificates/mocks/certificates.handlers';
export * from './certificates/fixtures/certificates';
export { auditHandlers, type AuditServerOptions } from './audit/mocks/audit.handlers';
export { auditStoryKit, type AuditStoryKit, type AuditStoryOptions } from './audit/mocks/auditStory';
export * from './audit/fixtures/audit';
export { adaptersHandlers, type AdaptersServerOptions } from './adapters/mocks/adapters.handlers';
export { adaptersStoryKit, type AdaptersStoryKit } from './adapters/mocks/adaptersStory';
export * from './adapters/fixtures/adapters';
export { vaultsHandlers, type VaultsServerOptions } from './vaults/mocks/vaults.handlers';
export * from './vaults/fixtures/vaults';
export { findingsHandlers, type FindingsServerOptions } from './findings/mocks/findings.handlers';
export * from './findings/fixtures/findings';
