import type { BannerSeverity } from '@vigil/ui';
import {
  CONTRACT_BANNER_WITHIN_DAYS,
  CONTRACT_DANGEROUS_MAX_DAYS,
  CONTRACT_VERYDANGEROUS_UNDER_DAYS,
  DAY_MS,
  TRIAL_ERROR_MAX_DAYS,
  TRIAL_EXPIRED_UNDER_DAYS,
  TRIAL_WARNING_MAX_DAYS,
} from '../onboarding.constants';

/** The trial banner: days left = ceil(days to trial_end), active above 0, expired under 1 day. */
export interface TrialBannerState {
  daysLeft: number;
  active: boolean;
  expired: boolean;
  severity: BannerSeverity;
}

/** The contract banner: days left = ceil(days to contract_end). */
export interface ContractBannerState {
  daysLeft: number;
  expired: boolean;
  severity: BannerSeverity;
}

/** Days from `nowMs` to `endIso`, as a fraction (negative once past). */
const daysTo = (endIso: string, nowMs: number) => (Date.parse(endIso) - nowMs) / DAY_MS;

/**
 * The trial banner for `trialEnd` at `nowMs` (spec 4 Banners, 9): error at 7 days or fewer,
 * warning at 14 or fewer, else info; expired (error) under 1 day. Null without a trial; the
 * banner shows while active (days left above 0), so its expired state is the trial's last day.
 */
export function trialBanner(trialEnd: string | null, nowMs: number): TrialBannerState | null {
  if (trialEnd === null || Number.isNaN(Date.parse(trialEnd))) return null;
  const days = daysTo(trialEnd, nowMs);
  const daysLeft = Math.ceil(days);
  const expired = days < TRIAL_EXPIRED_UNDER_DAYS;
  const severity: BannerSeverity =
    expired || daysLeft <= TRIAL_ERROR_MAX_DAYS ? 'error' : daysLeft <= TRIAL_WARNING_MAX_DAYS ? 'warning' : 'info';
  return { daysLeft, active: daysLeft > 0, expired, severity };
}

/**
 * The contract banner for `contractEnd` at `nowMs` (spec 4 Banners): within 60 days of the end;
 * verydangerous below 4 days, dangerous 4 to 15, else info. Null without an end or further away.
 * Designed: past the end it stays, verydangerous, as expired.
 */
export function contractBanner(contractEnd: string | null, nowMs: number): ContractBannerState | null {
  if (contractEnd === null || Number.isNaN(Date.parse(contractEnd))) return null;
  const daysLeft = Math.ceil(daysTo(contractEnd, nowMs));
  if (daysLeft > CONTRACT_BANNER_WITHIN_DAYS) return null;
  const severity: BannerSeverity =
    daysLeft < CONTRACT_VERYDANGEROUS_UNDER_DAYS ? 'verydangerous' : daysLeft <= CONTRACT_DANGEROUS_MAX_DAYS ? 'dangerous' : 'info';
  return { daysLeft, expired: daysLeft <= 0, severity };
}

const BANNER_SEVERITIES: readonly string[] = ['info', 'warning', 'error', 'dangerous', 'verydangerous'] satisfies BannerSeverity[];

/** An important notification's severity as a banner's; the spec lists no values, so unknown ones show as info. */
export function notificationSeverity(severity: string): BannerSeverity {
  const value = severity.toLowerCase();
  return BANNER_SEVERITIES.includes(value) ? (value as BannerSeverity) : 'info';
}
