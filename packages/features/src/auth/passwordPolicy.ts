import type { PasswordPolicy } from '@vigil/openapi';
import { AUTH_MESSAGES as M } from './auth.messages';

/** The 'Password must:' lines of an active policy (spec 5); rules set to 0 are left out. */
export function passwordPolicyHints(policy: PasswordPolicy | null): string[] {
  if (!policy?.enabled) return [];
  const lines: [number, (n: number) => string][] = [
    [policy.password_length, M.policyLength],
    [policy.password_min_lowercase, M.policyLowercase],
    [policy.password_min_uppercase, M.policyUppercase],
    [policy.password_min_numbers, M.policyNumbers],
    [policy.password_min_special_chars, M.policySpecial],
  ];
  return lines.filter(([n]) => n > 0).map(([n, line]) => line(n));
}

/** mm:ss of a countdown in seconds, e.g. 299 → '04:59'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
