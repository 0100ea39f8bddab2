import type { ReactNode } from 'react';
import { NoticeDismissButton } from '../Notice/NoticeDismissButton';
import {
  AlertAction,
  AlertBody,
  AlertContent,
  AlertIcon,
  AlertRoot,
  AlertTitle,
  type AlertTone,
} from './Alert.styles';

/** How strongly the dismiss button is tinted on hover and press in the Alert. */
const DISMISS_TINT = { hoverPct: 12, pressedPct: 20 };

export type { AlertTone };

export interface AlertProps {
  /**
   * The kind of message; sets the colours and icon. Errors are announced at once
   * (role alert), the others politely (role status).
   * @default 'info'
   */
  tone?: AlertTone;
  /** A short bold heading above the body. */
  title?: ReactNode;
  /** The body of the message. */
  children?: ReactNode;
  /** An action under the message, such as a Button or a link. */
  action?: ReactNode;
  /** Called when the user dismisses the alert; the dismiss button shows only when this is set. */
  onDismiss?: () => void;
  /**
   * Accessible name of the dismiss button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
}

const ICON_PATHS: Record<AlertTone, ReactNode> = {
  info: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 7.25v4M8 4.75v.01" />
    </>
  ),
  success: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="m5.25 8.25 1.9 1.9 3.6-3.9" />
    </>
  ),
  warning: (
    <>
      <path d="M8 1.75 15 14H1z" />
      <path d="M8 6.25v3.5M8 11.75v.01" />
    </>
  ),
  error: (
    <>
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.75v4M8 11.25v.01" />
    </>
  ),
};

function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {ICON_PATHS[tone]}
    </svg>
  );
}

/** An inline message about the content around it: information, success, a warning or an error. */
export function Alert({ tone = 'info', title, children, action, onDismiss, dismissLabel = 'Dismiss' }: AlertProps) {
  return (
    <AlertRoot $tone={tone} role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <AlertIcon>
        <ToneIcon tone={tone} />
      </AlertIcon>
      <AlertContent>
        {title != null && <AlertTitle>{title}</AlertTitle>}
        {children != null && <AlertBody>{children}</AlertBody>}
        {action != null && <AlertAction>{action}</AlertAction>}
      </AlertContent>
      {onDismiss && (
        <NoticeDismissButton label={dismissLabel} onPress={onDismiss} tint={DISMISS_TINT} />
      )}
    </AlertRoot>
  );
}
