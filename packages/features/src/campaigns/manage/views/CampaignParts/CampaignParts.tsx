import type { CalendarDate } from '@internationalized/date';
import type { CampaignEntitlement, CampaignQueryPreview, CampaignStatus } from '@vigil/openapi';
import { Badge, DatePicker, ProgressBar, type BadgeTone } from '@vigil/ui';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { firstStartDay } from '../schedule';
import { DateRow, Facts, Figure, PlainList, ProgressCellRoot } from './CampaignParts.styles';

const STATUS_TONES: Record<CampaignStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'info',
  running: 'success',
  ended: 'neutral',
  terminated: 'warning',
};

/** A campaign's status as a badge. */
export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{M.status(status)}</Badge>;
}

export interface CampaignProgressProps {
  progress: { answered: number; total: number };
  /** The campaign's name, for the bar's accessible name. */
  name: string;
}

/** Answered selections out of all, as a bar with its 'answered / total' text; 'Not started' before there are any. */
export function CampaignProgress({ progress: { answered, total }, name }: CampaignProgressProps) {
  return (
    <ProgressCellRoot>
      <ProgressBar
        aria-label={M.progressLabel(name)}
        value={total === 0 ? 0 : answered}
        maxValue={Math.max(total, 1)}
        valueLabel={total === 0 ? M.notStarted : M.progressText(answered, total)}
        tone={total > 0 && answered === total ? 'success' : 'primary'}
      />
    </ProgressCellRoot>
  );
}

/** An adapter identifier as a name: 'active_directory_adapter' reads 'Active Directory'. */
export function applicationName(adapter: string): string {
  return adapter
    .replace(/_adapter$/, '')
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export interface PreviewFiguresProps {
  preview: CampaignQueryPreview;
  entitlements: readonly CampaignEntitlement[];
}

/** What a campaign covers: users under review, approvers, applications and the entitlements reviewed. */
export function PreviewFigures({ preview, entitlements }: PreviewFiguresProps) {
  return (
    <Facts>
      <dt>{M.previewAssets}</dt>
      <dd>
        <Figure>{preview.asset_count}</Figure>
      </dd>
      <dt>{M.previewApprovers}</dt>
      <dd>
        {preview.approvers.length === 0 ? (
          M.previewNone
        ) : (
          <PlainList>
            {preview.approvers.map((approver) => (
              <li key={approver.id}>{approver.mail ?? approver.id}</li>
            ))}
          </PlainList>
        )}
      </dd>
      <dt>{M.previewApplications}</dt>
      <dd>
        {preview.applications.length === 0 ? (
          M.previewNone
        ) : (
          <PlainList>
            {preview.applications.map((application) => (
              <li key={application}>{applicationName(application)}</li>
            ))}
          </PlainList>
        )}
      </dd>
      <dt>{M.previewEntitlements}</dt>
      <dd>
        {entitlements.length === 0 ? (
          M.previewNoEntitlements
        ) : (
          <PlainList aria-label={M.previewEntitlements}>
            {entitlements.map((entitlement) => (
              <li key={`${entitlement.type}:${entitlement.name}`}>{M.entitlementName(entitlement.name, entitlement.type)}</li>
            ))}
          </PlainList>
        )}
      </dd>
    </Facts>
  );
}

export interface ScheduleFieldsProps {
  start: CalendarDate | null;
  end: CalendarDate | null;
  onStartChange: (value: CalendarDate | null) => void;
  onEndChange: (value: CalendarDate | null) => void;
  startError?: string;
  endError?: string;
}

/** The start day and the optional end day of a campaign. */
export function ScheduleFields({ start, end, onStartChange, onEndChange, startError, endError }: ScheduleFieldsProps) {
  return (
    <DateRow>
      <DatePicker<CalendarDate>
        label={M.startLabel}
        description={M.startDescription}
        value={start}
        onChange={onStartChange}
        minValue={firstStartDay()}
        isRequired
        isInvalid={Boolean(startError)}
        errorMessage={startError}
      />
      <DatePicker<CalendarDate>
        label={M.endLabel}
        description={M.endDescription}
        value={end}
        onChange={onEndChange}
        minValue={start ?? firstStartDay()}
        isInvalid={Boolean(endError)}
        errorMessage={endError}
      />
    </DateRow>
  );
}
