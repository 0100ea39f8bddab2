import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Form, FormActions, Modal, Select, SelectItem, Spinner, Switch } from '@vigil/ui';
import type { DataScope, DataScopesSection } from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { DATA_SCOPES_MESSAGES as M } from '../../roles.messages';
import { selectDataScopeSettings, selectDataScopes } from '../../state/roles.selectors';
import { Loading } from './DataScopeSettingsModal.styles';
import { dataScopeSettingsClosed, dataScopeSettingsOpened, dataScopeSettingsSubmitted } from '../../state/roles.slice';

/** The Select's key for no default scope (sent as null). */
const NO_SCOPE = 'none';

/** The form's rules: the default scope is none or one of the listed scopes. */
const settingsSchema = (scopes: readonly DataScope[]) =>
  z.object({
    default_data_scope_id: z.string().refine((id) => id === NO_SCOPE || scopes.some((scope) => scope.uuid === id), { message: M.unknownScope }),
    allow_connect_as: z.boolean(),
  });

type SettingsForm = z.infer<ReturnType<typeof settingsSchema>>;

const formOf = (value: DataScopesSection | null): SettingsForm => ({
  default_data_scope_id: value?.default_data_scope_id ?? NO_SCOPE,
  allow_connect_as: value?.allow_connect_as ?? true,
});

/** The data scope settings modal (spec 000): the default scope of new users and Connect As; read-only without Settings/Update. */
export function DataScopeSettingsModal() {
  const dispatch = useDispatch();
  const settings = useSelector(selectDataScopeSettings);
  const { scopes } = useSelector(selectDataScopes);
  const canUpdate = useSelector(selectCanUpdateSettings);
  const schema = useMemo(() => settingsSchema(scopes), [scopes]);
  const { control, handleSubmit, reset, setError } = useForm<SettingsForm>({ resolver: zodResolver(schema), defaultValues: formOf(settings.value) });

  // The loaded (or saved) values replace what the form shows.
  useEffect(() => {
    reset(formOf(settings.value));
  }, [settings.value, reset]);

  // The server's problems land on the field they name.
  useEffect(() => {
    for (const [field, message] of Object.entries(settings.fieldErrors)) {
      if (field === 'default_data_scope_id' || field === 'allow_connect_as') setError(field, { message });
    }
  }, [settings.fieldErrors, setError]);

  const close = () => dispatch(dataScopeSettingsClosed());
  const submit = handleSubmit((values) => {
    dispatch(
      dataScopeSettingsSubmitted({
        default_data_scope_id: values.default_data_scope_id === NO_SCOPE ? null : values.default_data_scope_id,
        allow_connect_as: values.allow_connect_as,
      }),
    );
  });
  const formError = settings.error && settings.status === 'loaded' ? `${M.settingsSaveFailed} ${settings.error}` : undefined;

  return (
    <Modal
      isOpen={settings.open}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={M.settingsTitle}
      size="md"
    >
      {settings.status === 'loading' && (
        <Loading role="status">
          <Spinner size="sm" />
          <span>{M.settingsLoading}</span>
        </Loading>
      )}
      {settings.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(dataScopeSettingsOpened())}>{M.retry}</Button>}>
          {`${M.settingsLoadFailed} ${settings.error ?? ''}`}
        </Alert>
      )}
      {settings.status === 'loaded' && (
        <Form aria-label={M.settingsTitle} errorMessage={formError} onSubmit={(event) => void submit(event)}>
          <Controller
            control={control}
            name="default_data_scope_id"
            render={({ field, fieldState }) => (
              <Select<{ id: string; name: string }>
                label={M.defaultScopeLabel}
                description={M.defaultScopeHint}
                value={field.value}
                onChange={(key) => { field.onChange(key === null ? NO_SCOPE : String(key)); }}
                onBlur={field.onBlur}
                isDisabled={!canUpdate}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
                items={[{ id: NO_SCOPE, name: M.noDefaultScope }, ...scopes.map((scope) => ({ id: scope.uuid, name: scope.name }))]}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            )}
          />
          <Controller
            control={control}
            name="allow_connect_as"
            render={({ field }) => (
              <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={!canUpdate} description={M.allowConnectAsHint}>
                {M.allowConnectAs}
              </Switch>
            )}
          />
          <FormActions>
            <Button variant="ghost" onPress={close}>
              {canUpdate ? M.cancel : M.done}
            </Button>
            {canUpdate && (
              <Button type="submit" variant="primary" isLoading={settings.saving}>
                {M.save}
              </Button>
            )}
          </FormActions>
        </Form>
      )}
    </Modal>
  );
}
