import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { Button, Checkbox, Form, FormActions, Modal, Radio, RadioGroup } from '@vigil/ui';
import { CSV_EXPORT_MESSAGES as M } from '../../csvExport.messages';
import type { CsvColumn, CsvExportChoice } from '../../csvExportChoice';
import { ColumnRow, ColumnList, Moves, ColumnsError, ColumnsHint, Fieldset, Legend } from './CsvExportModal.styles';

/** The form's one rule: at least one column goes to the file. */
const exportSchema = z.object({
  rows: z.array(z.object({ column: z.string(), included: z.boolean() })).refine((rows) => rows.some((row) => row.included), { message: M.noColumn }),
  scope: z.enum(['filtered', 'all']),
});

type ExportForm = z.infer<typeof exportSchema>;

/** The chosen columns first, in their order, then the others in the list's order. */
function formOf<Column extends string>(columns: readonly CsvColumn<Column>[], choice: CsvExportChoice<Column>): ExportForm {
  const rest = columns.filter((column) => !choice.columns.includes(column.id));
  return {
    rows: [...choice.columns.map((column) => ({ column, included: true })), ...rest.map((column) => ({ column: column.id, included: false }))],
    scope: choice.scope,
  };
}

export interface CsvExportModalProps<Column extends string> {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called when the modal asks to close (Cancel, Escape, close button) and after Export. */
  onOpenChange: (isOpen: boolean) => void;
  /** The heading ('Export users to CSV'). */
  title: string;
  /** Every column the export can hold, in its default order. */
  columns: readonly CsvColumn<Column>[];
  /** The choice the form starts from (the user's last one). */
  initialChoice: CsvExportChoice<Column>;
  /** Whether the list has a search or filter now; without one both row choices export everything. */
  hasFilter: boolean;
  /** The user's choice, columns in their order. */
  onExport: (choice: CsvExportChoice<Column>) => void;
}

/** The csv export config modal (spec 000): which columns, in which order, and which rows go to the file. */
export function CsvExportModal<Column extends string>({ isOpen, onOpenChange, title, columns, initialChoice, hasFilter, onExport }: CsvExportModalProps<Column>) {
  const { control, handleSubmit, reset, formState } = useForm<ExportForm>({ resolver: zodResolver(exportSchema), defaultValues: formOf(columns, initialChoice) });
  const { fields, move } = useFieldArray({ control, name: 'rows' });
  const labels = new Map<string, string>(columns.map((column) => [column.id, column.label]));

  // Each opening starts again from the remembered choice.
  useEffect(() => {
    if (isOpen) reset(formOf(columns, initialChoice));
  }, [isOpen, columns, initialChoice, reset]);

  const submit = handleSubmit((values) => {
    const chosen = values.rows.filter((row) => row.included).map((row) => row.column as Column);
    onExport({ columns: chosen, scope: values.scope });
    onOpenChange(false);
  });
  const columnsError = formState.errors.rows?.root?.message ?? formState.errors.rows?.message;

  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={title} size="md">
      <Form aria-label={title} onSubmit={(event) => void submit(event)}>
        <Fieldset aria-describedby="csv-export-columns-hint">
          <Legend>{M.columnsLabel}</Legend>
          <ColumnsHint id="csv-export-columns-hint">{M.columnsHint}</ColumnsHint>
          <ColumnList>
            {fields.map((field, index) => {
              const label = labels.get(field.column) ?? field.column;
              return (
                <ColumnRow key={field.id}>
                  <Controller
                    control={control}
                    name={`rows.${index}.included`}
                    render={({ field: included }) => (
                      <Checkbox isSelected={included.value} onChange={included.onChange} onBlur={included.onBlur}>
                        {label}
                      </Checkbox>
                    )}
                  />
                  <Moves>
                    <Button size="sm" variant="ghost" aria-label={M.moveUp(label)} isDisabled={index === 0} onPress={() => { move(index, index - 1); }}>
                      {M.up}
                    </Button>
                    <Button size="sm" variant="ghost" aria-label={M.moveDown(label)} isDisabled={index === fields.length - 1} onPress={() => { move(index, index + 1); }}>
                      {M.down}
                    </Button>
                  </Moves>
                </ColumnRow>
              );
            })}
          </ColumnList>
          {columnsError && <ColumnsError role="alert">{columnsError}</ColumnsError>}
        </Fieldset>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <RadioGroup label={M.scopeLabel} value={field.value} onChange={field.onChange} description={hasFilter ? undefined : M.noFilter}>
              <Radio value="filtered">{M.scopeFiltered}</Radio>
              <Radio value="all">{M.scopeAll}</Radio>
            </RadioGroup>
          )}
        />
        <FormActions>
          <Button variant="ghost" onPress={() => { onOpenChange(false); }}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary">
            {M.exportButton}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
