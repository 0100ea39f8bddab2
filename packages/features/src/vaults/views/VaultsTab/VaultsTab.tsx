import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import type { Vault } from '@vigil/openapi';
import { Alert, Badge, Button, ConfirmDialog, Form, FormActions, PasswordField, Spinner, TextField } from '@vigil/ui';
import { selectCanUpdateSettings } from '../../../shell/state/shell.selectors';
import { vaultProviderDefaults, vaultProviderInputOf, vaultProviderValidator, type VaultProviderValues } from '../../form/vaultProviderForm';
import { selectVaults } from '../../state/vaults.selectors';
import { vaultForgetConfirmed, vaultSaveSubmitted, vaultsTabOpened, type VaultProblem } from '../../state/vaults.slice';
import { VAULTS_TAB_MESSAGES as M } from '../../vaults.messages';
import { Card, CardHeader, Header, OtherList, Screen } from './VaultsTab.styles';

/** The Vaults tab of System Settings: how the server reaches the vaults it supports (address, mount, token), and the others listed. */
export function VaultsTab() {
  const dispatch = useDispatch();
  const state = useSelector(selectVaults);
  const canUpdate = useSelector(selectCanUpdateSettings);

  useEffect(() => {
    dispatch(vaultsTabOpened());
  }, [dispatch]);

  const implemented = state.items.filter((vault) => vault.implemented);
  const others = state.items.filter((vault) => !vault.implemented);

  return (
    <Screen aria-label={M.title}>
      <Header>
        <h2>{M.title}</h2>
        <p>{M.intro}</p>
      </Header>
      {!canUpdate && state.status === 'loaded' && <Alert tone="info">{M.readOnly}</Alert>}
      {state.notice && <Alert tone="success">{state.notice}</Alert>}
      {state.status === 'loading' && <Spinner label={M.title} />}
      {state.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(vaultsTabOpened())}>{M.retry}</Button>}>
          {state.error ?? M.loadFailed}
        </Alert>
      )}
      {implemented.map((vault) => (
        <VaultCard
          key={`${vault.id}-${vault.configured ? 'on' : 'off'}-${vault.address ?? ''}-${vault.mount ?? ''}`}
          vault={vault}
          canUpdate={canUpdate}
          busy={state.busy === vault.id}
          problem={state.problem?.vault === vault.id ? state.problem : null}
        />
      ))}
      {others.length > 0 && (
        <Card aria-labelledby="vaults-others">
          <CardHeader>
            <h3 id="vaults-others">{M.otherVaults}</h3>
          </CardHeader>
          <p>{M.otherVaultsHint}</p>
          <OtherList>
            {others.map((vault) => (
              <li key={vault.id}>
                {vault.title} <Badge tone="neutral">{M.notSupported}</Badge>
              </li>
            ))}
          </OtherList>
        </Card>
      )}
    </Screen>
  );
}

interface VaultCardProps {
  vault: Vault;
  canUpdate: boolean;
  busy: boolean;
  problem: VaultProblem | null;
}

/** One supported vault: its address, mount and token (never shown back: only whether one is set), Save and Forget. */
function VaultCard({ vault, canUpdate, busy, problem }: VaultCardProps) {
  const dispatch = useDispatch();
  const [forgetting, setForgetting] = useState(false);
  const resolver = useMemo(() => zodResolver(vaultProviderValidator(vault.configured) as never) as unknown as Resolver<VaultProviderValues>, [vault.configured]);
  const form = useForm<VaultProviderValues>({ resolver, defaultValues: vaultProviderDefaults(vault), mode: 'onTouched' });
  const headingId = `vault-${vault.id}`;

  // The server's problems land on the fields they name.
  useEffect(() => {
    for (const [field, message] of Object.entries(problem?.fields ?? {})) form.setError(field as keyof VaultProviderValues, { type: 'server', message }, { shouldFocus: true });
  }, [problem, form]);

  const submit = form.handleSubmit((values) => {
    dispatch(vaultSaveSubmitted({ vault: vault.id, input: vaultProviderInputOf(values) }));
  });
  const text = (name: 'address' | 'mount', label: string, description: string, isRequired: boolean) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          description={description}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired={isRequired}
          isReadOnly={!canUpdate}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <h3 id={headingId}>{vault.title}</h3>
        <Badge tone={vault.configured ? 'success' : 'warning'}>{vault.configured ? M.configured : M.notConfigured}</Badge>
      </CardHeader>
      <Form aria-labelledby={headingId} errorMessage={problem && Object.keys(problem.fields).length === 0 ? problem.message : undefined} onSubmit={(event) => void submit(event)}>
        {text('address', M.address, M.addressHint, true)}
        {text('mount', M.mount, M.mountHint, false)}
        {canUpdate && (
          <Controller
            control={form.control}
            name="token"
            render={({ field, fieldState }) => (
              <PasswordField
                label={M.token}
                description={vault.configured ? M.tokenSet : M.tokenNotSet}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                autoComplete="new-password"
                isRequired={!vault.configured}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
        )}
        {!canUpdate && vault.configured && <p>{M.tokenSet}</p>}
        {canUpdate && (
          <FormActions>
            {vault.configured && (
              <Button
                variant="ghost"
                isDisabled={busy}
                onPress={() => {
                  setForgetting(true);
                }}
              >
                {M.forget}
              </Button>
            )}
            <Button type="submit" variant="primary" isDisabled={busy}>
              {busy ? M.saving : M.save}
            </Button>
          </FormActions>
        )}
      </Form>
      <ConfirmDialog
        isOpen={forgetting}
        title={M.forgetTitle(vault.title)}
        confirmLabel={M.forget}
        cancelLabel={M.cancel}
        tone="danger"
        onConfirm={() => {
          dispatch(vaultForgetConfirmed(vault.id));
          setForgetting(false);
        }}
        onCancel={() => {
          setForgetting(false);
        }}
      >
        {M.forgetBody}
      </ConfirmDialog>
    </Card>
  );
}
