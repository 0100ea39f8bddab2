import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, FormActions, NumberField, Radio, RadioGroup, Switch, TextField } from '@vigil/ui';
import type { SchedulerConfig } from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { diffConfigs, type FlagChange } from '../../flags';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { cronParses, isTimeZone, parseRunTimes, previewRuns } from '../../schedule';
import { selectSection } from '../../state/operations.selectors';
import { sectionEdited, sectionSaveSubmitted } from '../../state/operations.slice';
import { DiffConfirm } from '../DiffConfirm/DiffConfirm';
import { SectionFrame } from '../SectionFrame/SectionFrame';
import { Fieldset, Legend, Muted } from '../SectionFrame/SectionFrame.styles';

/** The interval's bounds in hours (the contract's SchedulerConfig.interval_hours). */
const INTERVAL_MIN_HOURS = 1;
const INTERVAL_MAX_HOURS = 720;

/** The form's rules: an interval in range; in static mode times of day or a cron text that parses, in a known time zone. */
const schedulerSchema = z
  .object({
    static_mode: z.boolean(),
    interval_hours: z.number({ message: M.scheduler.invalidInterval }).min(INTERVAL_MIN_HOURS, M.scheduler.invalidInterval).max(INTERVAL_MAX_HOURS, M.scheduler.invalidInterval),
    kind: z.enum(['times', 'cron']),
    run_times: z.string(),
    cron: z.string(),
    timezone: z.string(),
  })
  .superRefine((form, context) => {
    const timezone = form.timezone.trim();
    if (timezone && !isTimeZone(timezone)) context.addIssue({ code: 'custom', path: ['timezone'], message: M.scheduler.invalidTimezone });
    if (!form.static_mode) return;
    if (form.kind === 'cron' && !cronParses(form.cron.trim(), timezone || undefined)) {
      context.addIssue({ code: 'custom', path: ['cron'], message: M.scheduler.invalidCron });
    }
    if (form.kind === 'times') {
      const times = parseRunTimes(form.run_times);
      if (times === null) context.addIssue({ code: 'custom', path: ['run_times'], message: M.scheduler.invalidTimes });
      else if (times.length === 0) context.addIssue({ code: 'custom', path: ['run_times'], message: M.scheduler.needsTimes });
    }
  });

type SchedulerForm = z.infer<typeof schedulerSchema>;

const formOf = (config: SchedulerConfig): SchedulerForm => ({
  static_mode: config.static_mode,
  interval_hours: config.interval_hours ?? 12,
  kind: config.cron ? 'cron' : 'times',
  run_times: (config.run_times ?? []).join(', '),
  cron: config.cron ?? '',
  timezone: config.timezone ?? '',
});

/** The config a form stands for: the fixed times or the cron text (whichever is chosen), weekdays kept. */
function configOf(form: SchedulerForm, stored: SchedulerConfig): SchedulerConfig {
  const timezone = form.timezone.trim();
  const times = form.kind === 'times' ? parseRunTimes(form.run_times) : null;
  return {
    static_mode: form.static_mode,
    interval_hours: form.interval_hours,
    ...(times?.length && { run_times: times, ...(stored.weekdays && { weekdays: stored.weekdays }) }),
    ...(form.kind === 'cron' && form.cron.trim() && { cron: form.cron.trim() }),
    ...(timezone && { timezone }),
  };
}

/** The Scheduler tab: static mode, the interval or the fixed times (or a cron text) with a preview of the next runs, saved after a diff. */
export function SchedulerTab({ now = () => new Date() }: { now?: () => Date }) {
  return <SectionFrame section="scheduler">{(value, canUpdate) => <SchedulerFormView stored={value} canUpdate={canUpdate} now={now} />}</SectionFrame>;
}

function SchedulerFormView({ stored, canUpdate, now }: { stored: SchedulerConfig; canUpdate: boolean; now: () => Date }) {
  const dispatch = useDispatch();
  const { saving, fieldErrors } = useSelector(selectSection('scheduler'));
  const [pendingSave, setPendingSave] = useState<{ config: SchedulerConfig; changes: FlagChange[] } | null>(null);
  const { control, handleSubmit, setError } = useForm<SchedulerForm>({ resolver: zodResolver(schedulerSchema), defaultValues: formOf(stored), mode: 'onChange' });
  const values = useWatch({ control }) as SchedulerForm;


  // The server's problems land on the field they name.
  useEffect(() => {
    for (const [field, message] of Object.entries(fieldErrors)) {
      const name = field.split('/')[0];
      if (name === 'cron' || name === 'run_times' || name === 'timezone' || name === 'interval_hours') setError(name, { message });
    }
  }, [fieldErrors, setError]);

  const preview = useMemo(() => {
    const parsed = schedulerSchema.safeParse(values);
    return parsed.success ? previewRuns(configOf(parsed.data, stored), now()) : [];
  }, [values, stored, now]);

  const submit = handleSubmit((form) => {
    const config = configOf(form, stored);
    setPendingSave({ config, changes: diffConfigs(stored, config) });
  });
  const edited = () => dispatch(sectionEdited('scheduler'));

  return (
    <form aria-label={M.tabs.scheduler} noValidate onSubmit={(event) => void submit(event)} onChange={edited}>
      <Fieldset>
        <Legend>{M.tabs.scheduler}</Legend>
        <Controller
          control={control}
          name="static_mode"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={(on) => { field.onChange(on); edited(); }} isDisabled={!canUpdate} description={M.scheduler.staticModeHint}>
              {M.scheduler.staticMode}
            </Switch>
          )}
        />
        {values.static_mode ? (
          <>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <RadioGroup label={M.scheduler.kind} value={field.value} onChange={(kind) => { field.onChange(kind); edited(); }} isDisabled={!canUpdate} orientation="horizontal">
                  <Radio value="times">{M.scheduler.kindTimes}</Radio>
                  <Radio value="cron">{M.scheduler.kindCron}</Radio>
                </RadioGroup>
              )}
            />
            {values.kind === 'cron' ? (
              <Controller
                control={control}
                name="cron"
                render={({ field, fieldState }) => (
                  <TextField label={M.scheduler.cron} description={M.scheduler.cronHint} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={!canUpdate} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />
                )}
              />
            ) : (
              <Controller
                control={control}
                name="run_times"
                render={({ field, fieldState }) => (
                  <TextField label={M.scheduler.runTimes} description={M.scheduler.runTimesHint} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={!canUpdate} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />
                )}
              />
            )}
            <Controller
              control={control}
              name="timezone"
              render={({ field, fieldState }) => (
                <TextField label={M.scheduler.timezone} description={M.scheduler.timezoneHint} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={!canUpdate} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />
              )}
            />
            <section aria-label={M.scheduler.preview}>
              <Legend as="h2">{M.scheduler.preview}</Legend>
              {preview.length ? (
                <ol>
                  {preview.map((run) => (
                    <li key={run.toISOString()}>{formatDateTime(run.toISOString())}</li>
                  ))}
                </ol>
              ) : (
                <Muted>{M.scheduler.previewNone}</Muted>
              )}
            </section>
          </>
        ) : (
          <Controller
            control={control}
            name="interval_hours"
            render={({ field, fieldState }) => (
              <NumberField
                label={M.scheduler.intervalHours}
                description={M.scheduler.intervalHint}
                value={field.value}
                onChange={(hours) => { field.onChange(hours); edited(); }}
                onBlur={field.onBlur}
                isDisabled={!canUpdate}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
        {canUpdate && (
          <FormActions>
            <Button type="submit" variant="primary" isLoading={saving}>
              {M.save}
            </Button>
          </FormActions>
        )}
      </Fieldset>
      <DiffConfirm
        changes={pendingSave?.changes ?? null}
        isSaving={saving}
        onCancel={() => { setPendingSave(null); }}
        onConfirm={() => {
          if (pendingSave) dispatch(sectionSaveSubmitted({ section: 'scheduler', value: pendingSave.config }));
          setPendingSave(null);
        }}
      />
    </form>
  );
}
