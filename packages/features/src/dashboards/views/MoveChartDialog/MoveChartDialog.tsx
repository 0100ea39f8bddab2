import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ComboBox, ComboBoxItem, Form, FormActions, Modal } from '@vigil/ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { Hint } from './MoveChartDialog.styles';

/** A dashboard a chart can be moved to. */
export interface MoveDestination {
  uuid: string;
  name: string;
}

export interface MoveChartDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
  /** The chart moved, for the title. */
  chartName: string;
  /** The dashboards the caller may edit; the chart's own is left out of the choice. */
  spaces: readonly MoveDestination[];
  /** The dashboard holding the chart now. */
  currentSpaceId: string;
  /** The move is in flight. */
  isMoving: boolean;
  /** The chosen destination (`destination_space` of `PUT /dashboard/charts/{id}/move`). */
  onMove: (destinationSpaceId: string) => void;
}

/** The form's rule: a destination among the offered dashboards. */
const moveSchema = (ids: ReadonlySet<string>) =>
  z.object({ destination: z.string().refine((id) => ids.has(id), { message: M.chooseDestination }) });

type MoveForm = z.infer<ReturnType<typeof moveSchema>>;

/** Moves a chart to another dashboard (spec 001 section 4: `destination_space`). */
export function MoveChartDialog({ isOpen, onClose, chartName, spaces, currentSpaceId, isMoving, onMove }: MoveChartDialogProps) {
  const destinations = useMemo(() => spaces.filter((space) => space.uuid !== currentSpaceId), [spaces, currentSpaceId]);
  const schema = useMemo(() => moveSchema(new Set(destinations.map((space) => space.uuid))), [destinations]);
  const { control, handleSubmit, reset } = useForm<MoveForm>({ resolver: zodResolver(schema), defaultValues: { destination: '' } });
  const title = M.moveTitle(chartName);

  // Each opening starts without a destination.
  useEffect(() => {
    if (isOpen) reset({ destination: '' });
  }, [isOpen, reset]);

  const submit = handleSubmit((values) => {
    onMove(values.destination);
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="sm"
    >
      <Form aria-label={title} onSubmit={(event) => void submit(event)}>
        {destinations.length === 0 ? (
          <Hint>{M.noOtherSpaces}</Hint>
        ) : (
          <Controller
            control={control}
            name="destination"
            render={({ field, fieldState }) => (
              <ComboBox<MoveDestination>
                label={M.destinationLabel}
                placeholder={M.chooseDestination}
                items={destinations}
                value={field.value === '' ? null : field.value}
                onChange={(key) => { field.onChange(key === null ? '' : String(key)); }}
                onBlur={field.onBlur}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
                autoFocus
              >
                {(space) => <ComboBoxItem id={space.uuid}>{space.name}</ComboBoxItem>}
              </ComboBox>
            )}
          />
        )}
        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isMoving} isDisabled={destinations.length === 0}>
            {M.move}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
