import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useController, useForm } from 'react-hook-form';
import { parseAbsolute, toCalendarDate } from '@internationalized/date';
import { Alert, Button, Form, FormActions, Modal } from '@vigil/ui';
import type { Campaign, CampaignScheduleRequest } from '@vigil/openapi';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import { ScheduleFields } from '../CampaignParts';
import { SCHEDULE_TIME_ZONE, scheduleSchema, toScheduleRequest, type ScheduleValues } from '../schedule';

export interface RescheduleModalProps {
  isOpen: boolean;
  campaign: Campaign;
  isSaving: boolean;
  /** The server's refusal of the last schedule. */
  error: string | null;
  onClose: () => void;
  onSubmit: (request: CampaignScheduleRequest) => void;
}

const dayOf = (iso: string | null | undefined) => (iso ? toCalendarDate(parseAbsolute(iso, SCHEDULE_TIME_ZONE)) : null);

/** New start and end days for a campaign that has not started. */
export function RescheduleModal({ isOpen, campaign, isSaving, error, onClose, onSubmit }: RescheduleModalProps) {
  const { control, handleSubmit, reset, formState } = useForm<ScheduleValues>({ resolver: zodResolver(scheduleSchema), defaultValues: { start: null, end: null } });
  const start = useController({ control, name: 'start' }).field;
  const end = useController({ control, name: 'end' }).field;

  useEffect(() => {
    if (isOpen) reset({ start: dayOf(campaign.start_date), end: dayOf(campaign.end_date) });
  }, [isOpen, campaign.start_date, campaign.end_date, reset]);

  const submit = handleSubmit((values) => {
    if (values.start) onSubmit(toScheduleRequest(values.start, values.end));
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.rescheduleTitle}
      size="md"
    >
      <Form aria-label={M.rescheduleTitle} onSubmit={(event) => void submit(event)}>
        <ScheduleFields
          start={start.value}
          end={end.value}
          onStartChange={start.onChange}
          onEndChange={end.onChange}
          startError={formState.errors.start?.message}
          endError={formState.errors.end?.message}
        />
        {error && (
          <Alert tone="error" title={M.scheduleFailed}>
            {error}
          </Alert>
        )}
        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {M.scheduleConfirm}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
