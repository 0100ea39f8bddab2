import type { ReactNode } from 'react';
import { NoticeDismissButton } from '../Notice/NoticeDismissButton';
import { BannerAction, BannerIcon, BannerMessage, BannerRoot, type BannerSeverity } from './Banner.styles';

/** How strongly the dismiss button is tinted on hover and press in the Banner. */
const DISMISS_TINT = { hoverPct: 14, pressedPct: 22 };

export type { BannerSeverity };

/** The severities that interrupt screen readers (role alert); the others are polite (role status). */
const URGENT_SEVERITIES: readonly BannerSeverity[] = ['error', 'dangerous', 'verydangerous'];

export interface BannerProps {
  /**
   * How serious the message is (the spec's names); sets the colours and icon.
   * @default 'info'
   */
  severity?: BannerSeverity;
  /** The message. */
  children: ReactNode;
  /** An action after the message: a link (styled to match the strip) or a small Button. */
  action?: ReactNode;
  /** Called when the user closes the banner; the close button shows only when this is set. */
  onClose?: () => void;
  /**
   * Accessible name of the close button.
   * @default 'Close banner'
   */
  closeLabel?: string;
}

function SeverityIcon({ severity }: { severity: BannerSeverity }) {
  let shape: ReactNode;
  switch (severity) {
    case 'info':
      shape = (
        <>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 7.25v4M8 4.75v.01" />
        </>
      );
      break;
    case 'warning':
    case 'dangerous':
      shape = (
        <>
          <path d="M8 1.75 15 14H1z" />
          <path d="M8 6.25v3.5M8 11.75v.01" />
        </>
      );
      break;
    case 'error':
      shape = (
        <>
          <circle cx="8" cy="8" r="6.5" />
          <path d="M8 4.75v4M8 11.25v.01" />
        </>
      );
      break;
    case 'verydangerous':
      shape = (
        <>
          <path d="M5.3 1.5h5.4l3.8 3.8v5.4l-3.8 3.8H5.3l-3.8-3.8V5.3z" />
          <path d="M8 4.75v4M8 11.25v.01" />
        </>
      );
      break;
  }
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {shape}
    </svg>
  );
}

/** A page-wide strip at the top of the console for trial, contract, impersonation and other notices. */
export function Banner({ severity = 'info', children, action, onClose, closeLabel = 'Close banner' }: BannerProps) {
  return (
    <BannerRoot $severity={severity} role={URGENT_SEVERITIES.includes(severity) ? 'alert' : 'status'} data-severity={severity}>
      <BannerIcon>
        <SeverityIcon severity={severity} />
      </BannerIcon>
      <BannerMessage>{children}</BannerMessage>
      {action != null && <BannerAction>{action}</BannerAction>}
      {onClose && (
        <NoticeDismissButton label={closeLabel} onPress={onClose} tint={DISMISS_TINT} />
      )}
    </BannerRoot>
  );
}
