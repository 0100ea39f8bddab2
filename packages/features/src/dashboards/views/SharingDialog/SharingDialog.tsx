import { zodResolver } from '@hookform/resolvers/zod';
import type { BulkPermissionChange, DashboardAccess, Space, SpaceSharing } from '@vigil/openapi';
import { Alert, Button, Checkbox, CheckboxGroup, Form, FormActions, IconButton, Modal, Radio, RadioGroup, Select, SelectItem } from '@vigil/ui';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { Fieldset, FieldError, Hint, Legend, QueryList, RoleRow, RoleRows } from './SharingDialog.styles';
import { bulkChangeFor, queryChangesNeeded, sharingProblems, type QueryChangeNeeded, type SharingDraft, type SharingQuery } from './sharingProblems';

/** A role or data scope offered by the dialog. */
export interface SharingChoice {
  uuid: string;
  name: string;
}

/** What the dialog hands back: the body of `PUT /dashboard/{id}` for a sharing change. */
export interface SharingUpdate {
  access: DashboardAccess;
  sharing: SpaceSharing;
  bulk_permission_change: BulkPermissionChange;
}

export interface SharingDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
  /** The dashboard shared; its access and sharing fill the form. */
  space: Space;
  /** The roles that can be made viewers or editors. */
  roles: readonly SharingChoice[];
  /** The data scopes that can be chosen. */
  dataScopes: readonly SharingChoice[];
  /** The saved queries the space's charts use, with their own sharing. */
  queries?: readonly SharingQuery[];
  /** Whether the caller may change the access level of those queries (bulk permission change). */
  canChangeQueries: boolean;
  /** Whether the caller's role has the extra permissions of sharing with all data scopes. */
  canShareAllDataScopes: boolean;
  /** A save is in flight. */
  isSaving: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  /** The new sharing, once the dialog's checks pass. */
  onSubmit: (update: SharingUpdate) => void;
}

type RoleLevel = 'viewers' | 'editors';

/** One empty list for every render without queries, so the form's rules stay the same. */
const NO_QUERIES: readonly SharingQuery[] = [];

const sharingFormSchema = z.object({
  access: z.enum(['private', 'custom', 'public']),
  roles: z.array(z.object({ role_id: z.string().min(1), access: z.enum(['viewers', 'editors']) })),
  scope: z.enum(['all', 'specific']),
  scopeIds: z.array(z.string()),
  changeQueries: z.boolean(),
});

type SharingForm = z.infer<typeof sharingFormSchema>;

const draftOf = (values: SharingForm): SharingDraft => ({
  access: values.access,
  roles: values.access === 'private' ? [] : values.roles,
  data_scopes: { all: values.scope === 'all', ids: values.scope === 'all' ? [] : values.scopeIds },
});

/** The form's rules: the spec's sharing rules, then the query access changes the sharing needs. */
const schemaFor = (queries: readonly SharingQuery[], canChangeQueries: boolean) =>
  sharingFormSchema.superRefine((values, context) => {
    const draft = draftOf(values);
    for (const problem of sharingProblems(draft)) {
      context.addIssue({ code: 'custom', path: [problem.field === 'roles' ? 'roles' : 'scope'], message: problem.message });
    }
    if (queryChangesNeeded(draft, queries).length === 0) return;
    const message = !canChangeQueries ? M.requestFromAdministrator : values.changeQueries ? null : M.queriesChangeRequired;
    if (message !== null) context.addIssue({ code: 'custom', path: ['changeQueries'], message });
  });

const formOf = (space: Space): SharingForm => {
  const sharing = space.sharing;
  const all = sharing?.data_scopes.all ?? false;
  return {
    access: space.access,
    roles: (sharing?.roles ?? []).flatMap((role) => (role.access === 'viewers' || role.access === 'editors' ? [{ role_id: role.role_id, access: role.access }] : [])),
    scope: all ? 'all' : 'specific',
    scopeIds: all ? [] : [...(sharing?.data_scopes.ids ?? [])],
    changeQueries: false,
  };
};

const ACCESS_CHOICES = [
  { id: 'viewers', name: M.viewer },
  { id: 'editors', name: M.editor },
] as const;

/** The queries a needed change concerns, under the spec's reason for it. */
function QueryChangeNotice({ needed }: { needed: QueryChangeNeeded }) {
  const shared = needed.reason === 'not_shared';
  return (
    <Alert tone="warning" title={shared ? M.queriesNotSharedTitle : M.queriesPrivateTitle}>
      <p>{shared ? M.queriesNotShared : M.queriesPrivate}</p>
      <QueryList>
        {needed.queries.map((query) => (
          <li key={query.id}>{query.name}</li>
        ))}
      </QueryList>
    </Alert>
  );
}

/**
 * The sharing dialog of a dashboard (spec 001 sections 3 to 6): private, custom or public
 * access, roles as viewers or editors, all or specific data scopes, and the change of the
 * underlying queries' access that the sharing needs.
 */
export function SharingDialog({
  isOpen,
  onClose,
  space,
  roles,
  dataScopes,
  queries = NO_QUERIES,
  canChangeQueries,
  canShareAllDataScopes,
  isSaving,
  serverError,
  onSubmit,
}: SharingDialogProps) {
  const schema = useMemo(() => schemaFor(queries, canChangeQueries), [queries, canChangeQueries]);
  const { control, handleSubmit, reset, trigger, formState } = useForm<SharingForm>({ resolver: zodResolver(schema), defaultValues: formOf(space) });
  const { fields, append, remove } = useFieldArray({ control, name: 'roles' });
  // After a role is added or removed, the row whose role picker takes focus (the Add role button when none is left):
  // the pressed button is gone or disabled, and focus would fall out of the dialog.
  const rowsRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);
  useEffect(() => {
    const index = focusRow.current;
    if (index === null) return;
    focusRow.current = null;
    const rows = rowsRef.current?.children;
    const row = rows?.[Math.min(index, rows.length - 1)];
    (row?.querySelector('button') ?? addRef.current)?.focus();
  }, [fields.length]);
  const values = useWatch({ control }) as SharingForm;

  // Each opening starts again from the space as saved.
  // The form starts again when the dialog opens or the saved sharing changes, not for each new
  // object of the same space (a refetch, its charts' data): that would undo the user's choices.
  const sharingKey = JSON.stringify([space.uuid, space.access, space.sharing]);
  useEffect(() => {
    if (isOpen) reset(formOf(space));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `space` is read through sharingKey (above)
  }, [isOpen, sharingKey, reset]);

  // After a first Save, every change checks the whole sharing again: one field's change can settle another's problem.
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) void trigger();
  }, [values, isSubmitted, trigger]);

  const roleName = (id: string) => roles.find((role) => role.uuid === id)?.name ?? id;
  const usedRoles = new Set(values.roles.map((role) => role.role_id));
  const unusedRoles = roles.filter((role) => !usedRoles.has(role.uuid));
  const needed = queryChangesNeeded(draftOf(values), queries);
  const change = bulkChangeFor(needed);

  const submit = handleSubmit((form) => {
    const draft = draftOf(form);
    onSubmit({
      access: draft.access,
      sharing: {
        roles: draft.roles.map((role) => ({ ...role })),
        data_scopes: draft.data_scopes.all ? { all: true } : { all: false, ids: [...draft.data_scopes.ids] },
      },
      bulk_permission_change: change !== undefined && form.changeQueries ? change : 'NONE',
    });
  });

  const rolesError = formState.errors.roles?.root?.message ?? formState.errors.roles?.message;
  const scopeError = formState.errors.scope?.message;
  const queriesError = formState.errors.changeQueries?.message;
  const title = M.sharingTitle(space.name);
  // Each problem's text describes the controls it is about, so moving to them says what to fix.
  const idBase = useId();
  const hintId = `${idBase}-roles-hint`;
  const rolesErrorId = `${idBase}-roles-error`;
  const scopeErrorId = `${idBase}-scope-error`;
  const queriesErrorId = `${idBase}-queries-error`;
  const describedBy = (error: string | undefined, id: string) => (error === undefined ? undefined : id);

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="lg"
    >
      <Form aria-label={title} errorMessage={serverError ? `${M.saveFailed} ${serverError}` : undefined} onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="access"
          render={({ field }) => (
            <RadioGroup label={M.accessLabel} value={field.value} onChange={field.onChange}>
              <Radio value="private" description={M.accessPrivateHint}>
                {M.accessPrivate}
              </Radio>
              <Radio value="custom" description={M.accessCustomHint}>
                {M.accessCustom}
              </Radio>
              <Radio value="public" description={M.accessPublicHint}>
                {M.accessPublic}
              </Radio>
            </RadioGroup>
          )}
        />

        {values.access !== 'private' && (
          <Fieldset aria-describedby={rolesError === undefined ? hintId : `${hintId} ${rolesErrorId}`}>
            <Legend>{M.rolesLabel}</Legend>
            <Hint id={hintId}>{M.rolesHint}</Hint>
            {fields.length === 0 && <Hint>{M.noRoles}</Hint>}
            <RoleRows ref={rowsRef}>
              {fields.map((row, index) => {
                const current = values.roles[index]?.role_id ?? row.role_id;
                const offered = roles.filter((role) => role.uuid === current || !usedRoles.has(role.uuid));
                return (
                  <RoleRow key={row.id}>
                    <Controller
                      control={control}
                      name={`roles.${index}.role_id`}
                      render={({ field }) => (
                        <Select<SharingChoice>
                          aria-label={M.roleChoice(index + 1)}
                          value={field.value}
                          onChange={(key) => {
                            if (key !== null) field.onChange(String(key));
                          }}
                          items={offered}
                        >
                          {(role) => <SelectItem id={role.uuid}>{role.name}</SelectItem>}
                        </Select>
                      )}
                    />
                    <Controller
                      control={control}
                      name={`roles.${index}.access`}
                      render={({ field }) => (
                        <Select<{ id: RoleLevel; name: string }>
                          aria-label={M.roleAccessLabel(roleName(current))}
                          value={field.value}
                          onChange={(key) => {
                            if (key === 'viewers' || key === 'editors') field.onChange(key);
                          }}
                          items={ACCESS_CHOICES}
                        >
                          {(choice) => <SelectItem id={choice.id}>{choice.name}</SelectItem>}
                        </Select>
                      )}
                    />
                    <IconButton
                      icon="trash"
                      aria-label={M.removeRole(roleName(current))}
                      onPress={() => {
                        focusRow.current = index;
                        remove(index);
                      }}
                    />
                  </RoleRow>
                );
              })}
            </RoleRows>
            <div>
              <Button
                ref={addRef}
                size="sm"
                isDisabled={unusedRoles.length === 0}
                onPress={() => {
                  const next = unusedRoles[0];
                  if (!next) return;
                  focusRow.current = fields.length;
                  append({ role_id: next.uuid, access: 'viewers' });
                }}
              >
                {M.addRole}
              </Button>
            </div>
            {rolesError && (
              <FieldError id={rolesErrorId} role="alert">
                {rolesError}
              </FieldError>
            )}
          </Fieldset>
        )}

        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <RadioGroup
              label={M.dataScopesLabel}
              value={field.value}
              onChange={field.onChange}
              isInvalid={scopeError !== undefined}
              aria-describedby={describedBy(scopeError, scopeErrorId)}
            >
              <Radio value="all" isDisabled={!canShareAllDataScopes} description={canShareAllDataScopes ? undefined : M.allDataScopesNotAllowed}>
                {M.allDataScopes}
              </Radio>
              <Radio value="specific">{M.specificDataScopes}</Radio>
            </RadioGroup>
          )}
        />
        {values.scope === 'specific' && (
          <Controller
            control={control}
            name="scopeIds"
            render={({ field }) => (
              <CheckboxGroup
                label={M.chooseDataScopes}
                value={field.value}
                onChange={field.onChange}
                isInvalid={scopeError !== undefined}
                aria-describedby={describedBy(scopeError, scopeErrorId)}
              >
                {dataScopes.map((scope) => (
                  <Checkbox key={scope.uuid} value={scope.uuid}>
                    {scope.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
          />
        )}
        {scopeError && (
          <FieldError id={scopeErrorId} role="alert">
            {scopeError}
          </FieldError>
        )}

        {needed.map((each) => (
          <QueryChangeNotice key={each.reason} needed={each} />
        ))}
        {change !== undefined && canChangeQueries && (
          <Controller
            control={control}
            name="changeQueries"
            render={({ field }) => (
              <Checkbox
                isSelected={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isInvalid={queriesError !== undefined}
                aria-describedby={describedBy(queriesError, queriesErrorId)}
              >
                {change === 'NON_SHARED_TO_SHARED' ? M.shareQueries : needed.every(({ queries: some }) => some.every((query) => query.private)) ? M.openQueries : M.openAndShareQueries}
              </Checkbox>
            )}
          />
        )}
        {needed.length > 0 && !canChangeQueries && queriesError === undefined && <Hint>{M.requestFromAdministrator}</Hint>}
        {queriesError && (
          <FieldError id={queriesErrorId} role="alert">
            {queriesError}
          </FieldError>
        )}

        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {M.save}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
