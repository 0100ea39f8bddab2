import type { AdapterConnectionStatus } from '@vigil/openapi';
import { Badge, Icon, type BadgeTone, type IconName } from '@vigil/ui';
import { ADAPTERS_MESSAGES as M } from '../adapters.messages';
import { StatusRoot } from './adapters.styles';

/** Each status's colour and icon: shown with its name, never by colour alone. */
const LOOK: Record<AdapterConnectionStatus, { tone: BadgeTone; icon: IconName }> = {
  connected: { tone: 'success', icon: 'check' },
  disconnected: { tone: 'error', icon: 'error' },
  not_available: { tone: 'warning', icon: 'warning' },
  never_connected: { tone: 'neutral', icon: 'info' },
};

/** A connection status as text, colour and icon; with `count`, how many connections have it. */
export function ConnectionStatusBadge({ status, count }: { status: AdapterConnectionStatus; count?: number }) {
  const { tone, icon } = LOOK[status];
  return (
    <Badge tone={tone}>
      <StatusRoot data-status={status}>
        <Icon name={icon} size={12} />
        {count === undefined ? M.status(status) : M.statusCount(status, count)}
      </StatusRoot>
    </Badge>
  );
}
