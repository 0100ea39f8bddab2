import { zodResolver } from '@hookform/resolvers/zod';
import { queryFilterProblems, type DataField, type QueryFilter } from '@vigil/openapi';
import { Alert, Button, Form, Modal } from '@vigil/ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { QueryBuilder } from '../../../queries';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { FilterError } from './SpaceFilterDialog.styles';

export interface SpaceFilterDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
  /** Whether the caller may set the dashboard filter; without it the filter is shown read-only. */
  canSetFilter: boolean;
  /** The space's filter now (`spaceFilter`); null when none. */
  initialFilter: QueryFilter | null;
  /** The entity type the filter is over. */
  entity: string;
  /** The entity's data fields, for the builder. */
  fields: readonly DataField[];
  /** A save is in flight. */
  isSaving: boolean;
  /** The server's refusal of the last save. */
  serverError?: string | null;
  /** The new filter, or null to remove it (`spaceFilter` of `PUT /dashboard/{id}`). */
  onSubmit: (filter: QueryFilter | null) => void;
}

const EMPTY_FILTER: QueryFilter = { operator: 'and', conditions: [], groups: [] };

const isEmpty = (filter: QueryFilter): boolean => filter.conditions.length === 0 && filter.groups.length === 0;

/** The form's rules: a filter with at least one condition and none of the query rules broken. */
const filterSchema = (entity: string, fields: readonly DataField[], canClear: boolean) =>
  z.object({
    filter: z.custom<QueryFilter>().superRefine((filter, context) => {
      // 'or clear the filter' only where Clear filter is offered (a filter is set).
      if (isEmpty(filter)) context.addIssue({ code: 'custom', message: canClear ? M.filterEmpty : M.filterEmptyNew });
      else if (queryFilterProblems({ fields: (name) => (name === entity ? fields : undefined) }, entity, filter).length > 0) {
        context.addIssue({ code: 'custom', message: M.filterInvalid });
      }
    }),
  });

type FilterForm = { filter: QueryFilter };

/**
 * The dashboard filter (spec 001 section 5): applied to every chart of the space for every
 * user, edited with the queries' builder; only users allowed to may set or clear it.
 */
export function SpaceFilterDialog({ isOpen, onClose, canSetFilter, initialFilter, entity, fields, isSaving, serverError, onSubmit }: SpaceFilterDialogProps) {
  const canClear = initialFilter !== null;
  const schema = useMemo(() => filterSchema(entity, fields, canClear), [entity, fields, canClear]);
  const dataFields = useMemo(() => ({ [entity]: fields }), [entity, fields]);
  const { control, handleSubmit, reset } = useForm<FilterForm>({ resolver: zodResolver(schema), defaultValues: { filter: initialFilter ?? EMPTY_FILTER } });

  // Each opening starts again from the saved filter.
  useEffect(() => {
    if (isOpen) reset({ filter: initialFilter ?? EMPTY_FILTER });
  }, [isOpen, initialFilter, reset]);

  const submit = handleSubmit((values) => {
    if (canSetFilter) onSubmit(values.filter);
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={M.filterTitle}
      size="lg"
      footer={
        <>
          {canSetFilter && initialFilter !== null && (
            <Button variant="danger" isDisabled={isSaving} onPress={() => { onSubmit(null); }}>
              {M.clearFilter}
            </Button>
          )}
          <Button variant="ghost" onPress={onClose}>
            {canSetFilter ? M.cancel : M.done}
          </Button>
          {canSetFilter && (
            <Button type="submit" form="dashboard-space-filter" variant="primary" isLoading={isSaving}>
              {M.save}
            </Button>
          )}
        </>
      }
    >
      <Form
        id="dashboard-space-filter"
        aria-label={M.filterTitle}
        errorMessage={serverError ? `${M.filterSaveFailed} ${serverError}` : undefined}
        onSubmit={(event) => void submit(event)}
      >
        {canSetFilter ? <Alert tone="warning">{M.filterWarning}</Alert> : <Alert tone="info">{M.filterForbidden}</Alert>}
        {!canSetFilter && initialFilter === null && <p>{M.noFilter}</p>}
        <Controller
          control={control}
          name="filter"
          render={({ field, fieldState }) => (
            <>
              {(canSetFilter || initialFilter !== null) && (
                <QueryBuilder entity={entity} dataFields={dataFields} filter={field.value} onChange={field.onChange} readOnly={!canSetFilter} showRootCount={false} />
              )}
              {fieldState.error?.message && <FilterError role="alert">{fieldState.error.message}</FilterError>}
            </>
          )}
        />
      </Form>
    </Modal>
  );
}
