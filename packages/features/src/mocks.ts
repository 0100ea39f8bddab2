// Fixtures and mock HTTP handlers for stories and tests; never imported by the app.
export { constantsHandlers } from './constants/mocks/constants.handlers';
export { constantsFixture, federalConstantsFixture } from './constants/fixtures/constants';
export { authHandlers, authScenario, authScenarios, type AuthScenario, type LoginOutcome, type VerifyOutcome } from './auth/mocks/auth.handlers';
export * from './auth/fixtures/auth';
