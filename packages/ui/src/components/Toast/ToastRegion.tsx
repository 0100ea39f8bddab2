import { Text, UNSTABLE_ToastContent as ToastContent, type QueuedToast } from 'react-aria-components';
import type { ToastData, Toaster } from './Toast';
import { CloseButton, Content, Icon, StyledRegion, StyledToast, type ToastTone } from './Toast.styles';

/**
 * The toasts stacked at the bottom right of the window: react-aria's toast region (a landmark
 * reachable with F6) over the toaster's queue. Its own chunk, loaded with the first toast.
 */
export function ToastRegion({ toaster, 'aria-label': ariaLabel }: { toaster: Toaster; 'aria-label': string }) {
  return (
    <StyledRegion queue={toaster.queue} aria-label={ariaLabel}>
      {/* styled() drops the region's item type; the queue is ours, so its items are ToastData. */}
      {({ toast }) => <ToastItem toast={toast as QueuedToast<ToastData>} />}
    </StyledRegion>
  );
}

function ToastItem({ toast }: { toast: QueuedToast<ToastData> }) {
  const { tone, title, description } = toast.content;
  return (
    <StyledToast toast={toast} $tone={tone}>
      <Icon aria-hidden="true">
        <ToneIcon tone={tone} />
      </Icon>
      {/* Warnings and errors interrupt (alert); info and success wait their turn (status). */}
      <Content as={ToastContent} role={tone === 'warning' || tone === 'error' ? 'alert' : 'status'}>
        <Text slot="title">{title}</Text>
        {description !== undefined && <Text slot="description">{description}</Text>}
      </Content>
      <CloseButton slot="close" aria-label="Close">
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        </svg>
      </CloseButton>
    </StyledToast>
  );
}

function ToneIcon({ tone }: { tone: ToastTone }) {
  const common = { stroke: 'currentColor', strokeWidth: 1.6, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  switch (tone) {
    case 'success':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M5 8.2l2 2 4-4.2" {...common} />
        </svg>
      );
    case 'warning':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <path d="M8 1.8l6.5 12H1.5z" {...common} />
          <path d="M8 6.5v3.2M8 11.8v.1" {...common} />
        </svg>
      );
    case 'error':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" {...common} />
        </svg>
      );
    case 'info':
      return (
        <svg viewBox="0 0 16 16" focusable="false">
          <circle cx="8" cy="8" r="6.5" {...common} />
          <path d="M8 7.2v4M8 4.8v.1" {...common} />
        </svg>
      );
  }
}
