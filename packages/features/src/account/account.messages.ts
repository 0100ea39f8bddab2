import { AUTH_MESSAGES } from '../auth/auth.messages';
import { ONBOARDING_MESSAGES } from '../onboarding/onboarding.messages';

/**
 * Texts of My Account. The password rules are the spec's (5), shared with signup and reset;
 * the spec names the screen but not its other texts: those are designed.
 */
export const ACCOUNT_MESSAGES = {
  title: 'My Account',
  sections: 'Account sections',
  profileTab: 'Profile',
  passwordTab: 'Password',
  workspacesTab: 'Workspaces',

  // Profile: the same fields as the first-login account profile.
  interests: ONBOARDING_MESSAGES.interests,
  interestOptions: ONBOARDING_MESSAGES.interestOptions,
  department: ONBOARDING_MESSAGES.department,
  jobTitle: ONBOARDING_MESSAGES.jobTitle,
  saveProfile: 'Save Profile',
  profileSaved: 'Your profile was saved',
  profileSaveFailed: 'Your profile could not be saved.',

  // Password (spec 5)
  oldPassword: 'Current password',
  oldPasswordRequired: 'Please enter your current password',
  newPassword: 'New password',
  confirmPassword: AUTH_MESSAGES.confirmPasswordLabel,
  changePassword: 'Change Password',
  passwordChanged: 'Password changed successfully',
  passwordChangeFailed: 'The password could not be changed.',

  // Workspaces
  workspacesLabel: 'Your workspaces',
  workspacesLoading: 'Loading the workspaces…',
  workspacesFailed: 'The workspaces could not be loaded.',
  workspacesEmpty: 'No workspaces available',
  current: 'Current',
  switchTo: 'Switch',
  switchToLabel: (name: string) => `Switch to ${name}`,
  tryAgain: 'Try Again',
} as const;
