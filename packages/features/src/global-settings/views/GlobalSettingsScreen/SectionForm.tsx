import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, ConfirmDialog, Form, FormActions } from '@vigil/ui';
import type { SectionValue, SettingsSectionInfo } from '../../api/globalSettings.api';
import { GLOBAL_SETTINGS_MESSAGES as M } from '../../globalSettings.messages';
import { diffSection, formatDiffValue, type SectionChange } from '../../schema/sectionDiff';
import { formPathOf, formValidatorOf, fromFormValue, humanise, normaliseSchema, toFormValue, type JsonSchema } from '../../schema/sectionSchema';
import { selectGlobalSettings } from '../../state/globalSettings.selectors';
import { settingsResetConfirmed, settingsSaveConfirmed } from '../../state/globalSettings.slice';
import { DiffList, SectionHeader } from './GlobalSettingsScreen.styles';
import { ObjectFields, type SectionFormValues } from './SchemaField';

export interface SectionFormProps {
  info: SettingsSectionInfo;
  /** The section as stored (secrets masked). */
  value: SectionValue;
  canUpdate: boolean;
  /** Whether the form holds changes not saved, for the guards of the screen. */
  onDirtyChange: (dirty: boolean) => void;
}

/** A section's form, generated from its JSON Schema; Save shows the diff first, Reset asks first. */
export function SectionForm({ info, value, canUpdate, onDirtyChange }: SectionFormProps) {
  const dispatch = useDispatch();
  const { save, reset: resetState, notice } = useSelector(selectGlobalSettings);
  const schema = useMemo(() => normaliseSchema(info.schema as JsonSchema), [info.schema]);
  const resolver = useMemo(() => zodResolver(formValidatorOf(info.schema as JsonSchema) as never) as unknown as Resolver<SectionFormValues>, [info.schema]);
  const form = useForm<SectionFormValues>({ resolver, defaultValues: toFormValue(schema, value) as SectionFormValues, mode: 'onTouched' });
  const { handleSubmit, reset, setError, formState } = form;
  const [changes, setChanges] = useState<SectionChange[] | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);

  // What is stored (loaded, saved or reset) replaces what the form shows.
  useEffect(() => {
    reset(toFormValue(schema, value) as SectionFormValues);
  }, [schema, value, reset]);

  useEffect(() => {
    onDirtyChange(formState.isDirty);
  }, [formState.isDirty, onDirtyChange]);

  // The server's problems land on the field they name; the others are listed above the form.
  const general = useMemo(() => save.problems.filter((problem) => formPathOf(schema, problem.field) === null).map((problem) => problem.message), [save.problems, schema]);
  useEffect(() => {
    for (const problem of save.problems) {
      const path = formPathOf(schema, problem.field);
      if (path) setError(path, { type: 'server', message: problem.message }, { shouldFocus: true });
    }
  }, [save.problems, schema, setError]);

  const after = (values: SectionFormValues) => fromFormValue(schema, values) as SectionValue;
  const submit = handleSubmit((values) => {
    setChanges(diffSection(schema, value, after(values)));
  });
  const confirmSave = () => {
    dispatch(settingsSaveConfirmed({ key: info.key, value: after(form.getValues()) }));
    setChanges(null);
  };
  const formError = save.error ? [`${M.saveFailed} ${save.error}`, ...general].join(' ') : undefined;
  const title = humanise(info.key);

  return (
    <FormProvider {...form}>
      <SectionHeader>
        <h2>{title}</h2>
        <p>{info.description}</p>
      </SectionHeader>
      {!canUpdate && <Alert tone="info">{M.readOnly}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {resetState.error && <Alert tone="error">{`${M.resetFailed} ${resetState.error}`}</Alert>}
      <Form aria-label={title} errorMessage={formError} onSubmit={(event) => void submit(event)}>
        <ObjectFields section={info.key} path="" schema={schema} isDisabled={!canUpdate} />
        {canUpdate && (
          <FormActions>
            <Button
              variant="ghost"
              onPress={() => {
                setConfirmingReset(true);
              }}
              isLoading={resetState.resetting}
            >
              {M.resetToDefaults}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!formState.isDirty}
              onPress={() => {
                reset();
              }}
            >
              {M.discard}
            </Button>
            <Button type="submit" variant="primary" isLoading={save.saving}>
              {M.save}
            </Button>
          </FormActions>
        )}
      </Form>
      <ConfirmDialog
        isOpen={changes !== null}
        onOpenChange={(open) => {
          if (!open) setChanges(null);
        }}
        title={M.diffTitle}
        confirmLabel={M.diffConfirm}
        cancelLabel={M.cancel}
        onConfirm={confirmSave}
        size="md"
      >
        {changes?.length === 0 ? (
          <p>{M.noChanges}</p>
        ) : (
          <>
            <p>{M.diffIntro}</p>
            <DiffList aria-label={M.diffTitle}>
              {(changes ?? []).map((change) => (
                <li key={change.path}>
                  <code>{change.path}</code>: {change.secret ? M.secretChanged : `${formatDiffValue(change.before)} -> ${formatDiffValue(change.after)}`}
                </li>
              ))}
            </DiffList>
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirmingReset}
        onOpenChange={setConfirmingReset}
        title={M.resetTitle}
        confirmLabel={M.resetConfirm}
        cancelLabel={M.cancel}
        tone="danger"
        onConfirm={() => {
          setConfirmingReset(false);
          dispatch(settingsResetConfirmed(info.key));
        }}
      >
        <p>{M.resetBody}</p>
      </ConfirmDialog>
    </FormProvider>
  );
}
