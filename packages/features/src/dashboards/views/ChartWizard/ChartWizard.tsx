import { zodResolver } from '@hookform/resolvers/zod';
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  ConfirmDialog,
  DateRangePicker,
  Form,
  FormActions,
  Modal,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Switch,
  TextField,
} from '@vigil/ui';
import {
  CHART_HISTORICAL_TYPES,
  CHART_MESSAGES,
  CHART_QUERY_COUNT,
  CHART_TIME_TYPES,
  CHART_TYPES,
  DATE_RANGE_MAX_COUNT,
  LINE_CHART_MAX_QUERIES,
  viewsFor,
  type Chart,
  type ChartCreate,
  type ChartMeasure,
  type ChartType,
  type DataField,
} from '@vigil/openapi';
import {
  CHART_TYPE_LABELS,
  CHART_VIEW_LABELS,
  CHART_WIZARD_MESSAGES as M,
  DATE_RANGE_UNIT_LABELS,
  DYNAMIC_PERIOD_LABELS,
  TIME_AGGREGATION_LABELS,
  TIME_FORMAT_LABELS,
} from '../../dashboards.wizard.messages';
import { dateLabel } from '../../chartData/dateLabels';
import { ColourFieldset, Contents, ColourLabel, FormProblem, Note, Row, Section, SectionTitle, TypeChoices } from './ChartWizard.styles';
import {
  DATE_RANGE_UNITS,
  DYNAMIC_PERIODS,
  TIME_AGGREGATION_UNITS,
  TIME_FORMATS,
  chartCreateOf,
  chartableFields,
  entityOf,
  fieldOfPointer,
  measureKey,
  measureOptions,
  viewForType,
  wizardApplies,
  wizardSchema,
  wizardValuesOf,
  type WizardField,
  type WizardQuery,
  type WizardValues,
} from './chartWizardForm';

export interface ChartWizardProps {
  isOpen: boolean;
  onClose: () => void;
  /** The chart to edit; null/undefined creates one. */
  chart?: Chart | null;
  /** Saved queries the user may chart. */
  queries: WizardQuery[];
  /** The data fields of an entity (for field, dimension and measure pickers). */
  fieldsFor: (entity: string) => DataField[];
  isSaving: boolean;
  /** Problems from the server's 400 (pointer under the chart, e.g. /config/queries, and message), shown on the field they name. */
  serverProblems?: { pointer: string; message: string }[];
  /**
   * The first daily snapshot's day (`YYYY-MM-DD`), null before the first: a range between dates
   * says where data starts, and when it holds none. Unknown (undefined): nothing is said.
   */
  firstSnapshotDate?: string | null;
  onSubmit: (chart: ChartCreate) => void;
}

const NO_MEASURE = 'none';
const NO_FIELDS: DataField[] = [];

const measureLabel = (measure: ChartMeasure, fields: readonly DataField[]) =>
  measure.field === undefined ? M.measureCount : M.measure(measure.function, fields.find((field) => field.name === measure.field)?.title ?? measure.field);

const errorOf = (errors: FieldErrors<WizardValues>, name: WizardField) => errors[name]?.message;

const dateOrNull = (value: string): CalendarDate | null => {
  try {
    return value === '' ? null : parseDate(value);
  } catch {
    return null;
  }
};

/** How many frames the wizard waits for a submit's errors to render before it gives up moving focus to them. */
const FOCUS_ERROR_MAX_FRAMES = 10;

/** The chart wizard (spec 001 sections 3, 5, 9): type and view, the data charted, and how it is shown. */
export function ChartWizard({ isOpen, onClose, chart, queries, fieldsFor, isSaving, serverProblems, firstSnapshotDate, onSubmit }: ChartWizardProps) {
  const schema = useMemo(() => wizardSchema(queries), [queries]);
  const formRef = useRef<HTMLDivElement>(null);
  const { control, handleSubmit, reset, setError, setValue, getValues, register, formState } = useForm<WizardValues>({
    resolver: zodResolver(schema),
    defaultValues: wizardValuesOf(chart),
    shouldFocusError: false,
  });
  const { errors } = formState;

  // Each opening starts from the chart edited (or a blank one).
  // The form starts again when the wizard opens or the saved chart changes, not for each new object
  // of the same chart (a refetch of the spaces): that would undo the user's choices.
  const chartKey = JSON.stringify(chart ?? null);
  useEffect(() => {
    if (isOpen) reset(wizardValuesOf(chart));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chart` is read through chartKey (above)
  }, [isOpen, chartKey, reset]);

  // The server's problems land on the field their pointer names.
  useEffect(() => {
    for (const problem of serverProblems ?? []) {
      const field = fieldOfPointer(problem.pointer);
      if (field) setError(field, { type: 'server', message: problem.message });
    }
  }, [serverProblems, setError]);

  // Only the choices that change which fields show: typing in a text field does not redraw the wizard.
  const [metric, view, dataSource, chosen, aggregationUnit, timeGapType, sortType, percentageBasis, summaryDescriptionType] = useWatch({
    control,
    name: ['metric', 'view', 'data_source', 'queries', 'time_aggregation_unit', 'time_gap_type', 'sort_type', 'percentage_basis', 'summary_description_type'],
  });
  const applies = wizardApplies({ metric, view, data_source: dataSource });
  const entity = entityOf(chosen, queries);
  const fields = useMemo(() => (entity === undefined ? NO_FIELDS : chartableFields(fieldsFor(entity))), [entity, fieldsFor]);
  const measures = useMemo(() => measureOptions(fields), [fields]);
  const [minQueries, maxQueries] = CHART_QUERY_COUNT[metric];

  const formProblems = [
    ...(serverProblems ?? []).filter((problem) => fieldOfPointer(problem.pointer) === undefined).map((problem) => problem.message),
    ...(errors.root?.message ? [errors.root.message] : []),
  ];

  const changeType = (type: ChartType) => {
    setValue('metric', type, { shouldDirty: true });
    setValue('view', viewForType(type, getValues('view')));
    if (CHART_TIME_TYPES.includes(type)) setValue('data_source', 'historical');
    else if (!CHART_HISTORICAL_TYPES.includes(type)) setValue('data_source', 'fields');
  };

  const submitted = (formValues: WizardValues) => {
    onSubmit(chartCreateOf(formValues, queries, chart));
  };
  // Like native validation: take the user to the first field to fix once the errors render (a few
  // frames after the submit), the first that can take focus: a query's box may be disabled.
  const focusFirstInvalid = () => {
    let frames = 0;
    const attempt = () => {
      const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] textarea') ?? [];
      const target = [...invalid].find((element) => !element.matches(':disabled, [type="hidden"], [tabindex="-1"]') && element.getClientRects().length > 0);
      if (target) target.focus();
      else if (++frames < FOCUS_ERROR_MAX_FRAMES) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const fieldsHint = entity === undefined ? M.needQueryFirst : undefined;

  // Escape, the close button and Cancel ask before they throw away a changed chart.
  const { isDirty } = formState;
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const requestClose = () => {
    if (isDirty) setAskingToDiscard(true);
    else onClose();
  };
  // A wizard closed from outside while asking opens again without the question.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    setAskingToDiscard(false);
  }

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
      title={chart ? M.editTitle : M.createTitle}
      size="lg"
      isDismissable={false}
    >
      <Contents ref={formRef}>
        <Form
          aria-label={chart ? M.editTitle : M.createTitle}
          errorMessage={formProblems.length > 0 ? <FormProblem>{formProblems.map((message) => <li key={message}>{message}</li>)}</FormProblem> : undefined}
          onSubmit={(event) => void handleSubmit(submitted, focusFirstInvalid)(event)}
        >
          <Section aria-labelledby="chart-wizard-type">
            <SectionTitle id="chart-wizard-type">{M.typeSection}</SectionTitle>
            <TypeChoices>
              <Controller
                control={control}
                name="metric"
                render={({ field, fieldState }) => (
                  <RadioGroup
                    label={M.typeLabel}
                    orientation="horizontal"
                    value={field.value}
                    onChange={(type) => { changeType(type as ChartType); }}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  >
                    {CHART_TYPES.map((type) => (
                      <Radio key={type} value={type} description={CHART_TYPE_LABELS[type].description}>
                        {CHART_TYPE_LABELS[type].label}
                      </Radio>
                    ))}
                  </RadioGroup>
                )}
              />
            </TypeChoices>
            <Controller
              control={control}
              name="view"
              render={({ field, fieldState }) => (
                <RadioGroup
                  label={M.viewLabel}
                  orientation="horizontal"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                >
                  {viewsFor(metric).map((option) => (
                    <Radio key={option} value={option}>
                      {CHART_VIEW_LABELS[option]}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
          </Section>

          {applies.queries && (
            <Section aria-labelledby="chart-wizard-data">
              <SectionTitle id="chart-wizard-data">{M.dataSection}</SectionTitle>
              {applies.dataSourceChoice && (
                <Controller
                  control={control}
                  name="data_source"
                  render={({ field, fieldState }) => (
                    <RadioGroup
                      label={M.dataSourceLabel}
                      orientation="horizontal"
                      value={field.value}
                      onChange={field.onChange}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                    >
                      <Radio value="fields">{M.dataSourceFields}</Radio>
                      <Radio value="historical">{M.dataSourceHistorical}</Radio>
                    </RadioGroup>
                  )}
                />
              )}
              {CHART_TIME_TYPES.includes(metric) && <Note>{M.dataSourceAlwaysHistorical}</Note>}
              {applies.historicalCountsOnly && <Note>{CHART_MESSAGES.historicalMeasures}</Note>}
              <Controller
                control={control}
                name="queries"
                render={({ field, fieldState }) => (
                  <CheckboxGroup
                    label={M.queriesLabel}
                    orientation="horizontal"
                    value={field.value}
                    onChange={(ids) => {
                      // Fields belong to an asset type: picks made for another one no longer apply.
                      const next = entityOf(ids, queries);
                      if (next !== undefined && entity !== undefined && next !== entity) {
                        setValue('field', '');
                        setValue('dimensions', []);
                        setValue('measures', []);
                      }
                      field.onChange(ids);
                    }}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                    description={[
                      queries.length === 0 ? M.queriesNone : M.queriesCount(minQueries, view === 'line' ? Math.min(maxQueries, LINE_CHART_MAX_QUERIES) : maxQueries),
                      applies.oneEntity ? M.queriesOneEntity : '',
                      applies.queryEntity?.message ?? '',
                    ].join(' ').trim()}
                  >
                    {queries.map((query) => (
                      <Checkbox
                        key={query.id}
                        value={query.id}
                        isDisabled={
                          // A pick of another type stays enabled, to be unticked.
                          (applies.queryEntity !== undefined && query.entity !== applies.queryEntity.entity && !field.value.includes(query.id)) ||
                          (applies.oneEntity && entity !== undefined && query.entity !== entity)
                        }
                      >
                        {query.name}
                      </Checkbox>
                    ))}
                  </CheckboxGroup>
                )}
              />
              {applies.field && (
                <Controller
                  control={control}
                  name="field"
                  render={({ field, fieldState }) => (
                    <Select<DataField>
                      label={M.fieldLabel}
                      placeholder={M.fieldPlaceholder}
                      description={fieldsHint}
                      items={fields}
                      value={field.value === '' ? null : field.value}
                      onChange={(key) => { field.onChange(key === null ? '' : String(key)); }}
                      onBlur={field.onBlur}
                      isDisabled={entity === undefined}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                    >
                      {(item) => <SelectItem id={item.name}>{item.title}</SelectItem>}
                    </Select>
                  )}
                />
              )}
              {applies.dimensions && (
                <Controller
                  control={control}
                  name="dimensions"
                  render={({ field, fieldState }) => (
                    <CheckboxGroup
                      label={M.dimensionsLabel}
                      orientation="horizontal"
                      value={field.value}
                      onChange={field.onChange}
                      description={fieldsHint ?? (applies.dimensions ? M.queriesCount(...applies.dimensions).replace(/quer(y|ies)/, 'fields') : undefined)}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                    >
                      {fields.map((option) => (
                        <Checkbox key={option.name} value={option.name}>
                          {option.title}
                        </Checkbox>
                      ))}
                    </CheckboxGroup>
                  )}
                />
              )}
              {applies.measures === 'one' && (
                <Controller
                  control={control}
                  name="measures"
                  render={({ field, fieldState }) => (
                    <Select<{ id: string; label: string }>
                      label={M.measureLabel}
                      items={[{ id: NO_MEASURE, label: M.noMeasure }, ...measures.map((measure) => ({ id: measureKey(measure), label: measureLabel(measure, fields) }))]}
                      value={field.value[0] ?? NO_MEASURE}
                      onChange={(key) => { field.onChange(key === null || key === NO_MEASURE ? [] : [String(key)]); }}
                      onBlur={field.onBlur}
                      description={fieldsHint}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                    >
                      {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
                    </Select>
                  )}
                />
              )}
              {applies.measures === 'many' && (
                <Controller
                  control={control}
                  name="measures"
                  render={({ field, fieldState }) => (
                    <CheckboxGroup
                      label={M.measuresLabel}
                      orientation="horizontal"
                      value={field.value}
                      onChange={field.onChange}
                      description={fieldsHint ?? M.measuresHint}
                      isInvalid={fieldState.invalid}
                      errorMessage={fieldState.error?.message}
                    >
                      {measures.map((measure) => (
                        <Checkbox key={measureKey(measure)} value={measureKey(measure)}>
                          {measureLabel(measure, fields)}
                        </Checkbox>
                      ))}
                    </CheckboxGroup>
                  )}
                />
              )}
              {applies.historical && (
                <DateRangeFields control={control} errors={errors} setValue={setValue} submitted={formState.isSubmitted} firstSnapshotDate={firstSnapshotDate} />
              )}
              {applies.timeAggregation && (
                <Row>
                  <Controller
                    control={control}
                    name="time_aggregation_unit"
                    render={({ field }) => (
                      <Select
                        label={M.timeAggregationLabel}
                        value={field.value}
                        onChange={(key) => {
                          const unit = key as WizardValues['time_aggregation_unit'];
                          field.onChange(unit);
                          setValue('time_aggregation_format', TIME_FORMATS[unit][0] ?? '');
                        }}
                      >
                        {TIME_AGGREGATION_UNITS.map((unit) => (
                          <SelectItem key={unit} id={unit}>
                            {TIME_AGGREGATION_LABELS[unit]}
                          </SelectItem>
                        ))}
                      </Select>
                    )}
                  />
                  <Controller
                    control={control}
                    name="time_aggregation_format"
                    render={({ field }) => (
                      <Select label={M.timeFormatLabel} value={field.value} onChange={(key) => { field.onChange(String(key)); }}>
                        {TIME_FORMATS[aggregationUnit].map((format) => (
                          <SelectItem key={format} id={format}>
                            {TIME_FORMAT_LABELS[format] ?? format}
                          </SelectItem>
                        ))}
                      </Select>
                    )}
                  />
                </Row>
              )}
              {applies.timeGap && (
                <>
                  <Controller
                    control={control}
                    name="time_gap_type"
                    render={({ field }) => (
                      <RadioGroup label={M.timeGapLabel} orientation="horizontal" value={field.value} onChange={field.onChange}>
                        <Radio value="none">{M.timeGapNone}</Radio>
                        <Radio value="absolute">{M.timeGapAbsolute}</Radio>
                        <Radio value="relative">{M.timeGapRelative}</Radio>
                      </RadioGroup>
                    )}
                  />
                  {timeGapType === 'relative' && (
                    <Row>
                      <Controller
                        control={control}
                        name="time_gap_count"
                        render={({ field, fieldState }) => (
                          <NumberField
                            label={M.timeGapCountLabel}
                            minValue={1}
                            step={1}
                            value={field.value}
                            onChange={field.onChange}
                            isInvalid={fieldState.invalid}
                            errorMessage={fieldState.error?.message}
                          />
                        )}
                      />
                      <UnitSelect control={control} name="time_gap_unit" label={M.timeGapUnitLabel} />
                    </Row>
                  )}
                </>
              )}
            </Section>
          )}

          <Section aria-labelledby="chart-wizard-display">
            <SectionTitle id="chart-wizard-display">{M.displaySection}</SectionTitle>
            <Controller
              control={control}
              name="name"
              render={({ field, fieldState }) => (
                <TextField
                  label={M.nameLabel}
                  isRequired
                  maxLength={200}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="description"
              render={({ field, fieldState }) => (
                <TextField
                  label={M.descriptionLabel}
                  isMultiline
                  rows={2}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="show_title"
              render={({ field }) => (
                <Switch isSelected={field.value} onChange={field.onChange}>
                  {M.showTitle}
                </Switch>
              )}
            />
            {applies.text && (
              <Controller
                control={control}
                name="text"
                render={({ field, fieldState }) => (
                  <TextField
                    label={view === 'rich_text' ? M.richTextLabel : M.textLabel}
                    description={view === 'rich_text' ? M.richTextHint : undefined}
                    isMultiline
                    rows={6}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            )}
            {applies.sort && (
              <Row>
                <Controller
                  control={control}
                  name="sort_type"
                  render={({ field }) => (
                    <Select label={M.sortLabel} value={field.value} onChange={(key) => { field.onChange(key); }}>
                      <SelectItem id="none">{M.sortNone}</SelectItem>
                      <SelectItem id="name">{M.sortName}</SelectItem>
                      <SelectItem id="value">{M.sortValue}</SelectItem>
                      <SelectItem id="percentage">{M.sortPercentage}</SelectItem>
                    </Select>
                  )}
                />
                {sortType !== 'none' && (
                  <Controller
                    control={control}
                    name="sort_order"
                    render={({ field }) => (
                      <Select label={M.sortOrderLabel} value={field.value} onChange={(key) => { field.onChange(key); }}>
                        <SelectItem id="asc">{M.sortAsc}</SelectItem>
                        <SelectItem id="desc">{M.sortDesc}</SelectItem>
                      </Select>
                    )}
                  />
                )}
              </Row>
            )}
            {applies.dataSeries && (
              <Controller
                control={control}
                name="data_series"
                render={({ field }) => (
                  <RadioGroup label={M.dataSeriesLabel} orientation="horizontal" value={field.value} onChange={field.onChange}>
                    <Radio value="individual">{M.dataSeriesIndividual}</Radio>
                    <Radio value="total">{M.dataSeriesTotal}</Radio>
                  </RadioGroup>
                )}
              />
            )}
            {applies.numberFormat && (
              <Controller
                control={control}
                name="number_format"
                render={({ field }) => (
                  <Select label={M.numberFormatLabel} value={field.value} onChange={(key) => { field.onChange(key); }}>
                    <SelectItem id="float">{M.numberFloat}</SelectItem>
                    <SelectItem id="round">{M.numberRound}</SelectItem>
                    <SelectItem id="ceiling">{M.numberCeiling}</SelectItem>
                    <SelectItem id="floor">{M.numberFloor}</SelectItem>
                  </Select>
                )}
              />
            )}
            {applies.percentage && (
              <Row>
                <Controller
                  control={control}
                  name="percentage_basis"
                  render={({ field }) => (
                    <RadioGroup label={M.percentageLabel} orientation="horizontal" value={field.value} onChange={field.onChange}>
                      <Radio value="none">{M.percentageNone}</Radio>
                      <Radio value="from_selected_query">{M.percentageFromQuery}</Radio>
                      <Radio value="custom_input">{M.percentageCustom}</Radio>
                    </RadioGroup>
                  )}
                />
                {percentageBasis === 'custom_input' && (
                  <Controller
                    control={control}
                    name="percentage_value"
                    render={({ field, fieldState }) => (
                      <NumberField
                        label={M.percentageValueLabel}
                        minValue={0}
                        value={field.value}
                        onChange={field.onChange}
                        isInvalid={fieldState.invalid}
                        errorMessage={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </Row>
            )}
            {applies.summaryDescription && (
              <>
                <Controller
                  control={control}
                  name="summary_description_type"
                  render={({ field }) => (
                    <RadioGroup label={M.summaryDescriptionLabel} orientation="horizontal" value={field.value} onChange={field.onChange}>
                      <Radio value="default">{M.summaryDefault}</Radio>
                      <Radio value="empty">{M.summaryEmpty}</Radio>
                      <Radio value="custom">{M.summaryCustom}</Radio>
                    </RadioGroup>
                  )}
                />
                {summaryDescriptionType === 'custom' && (
                  <Controller
                    control={control}
                    name="summary_description_text"
                    render={({ field, fieldState }) => (
                      <TextField
                        label={M.summaryTextLabel}
                        maxLength={500}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        isInvalid={fieldState.invalid}
                        errorMessage={fieldState.error?.message}
                      />
                    )}
                  />
                )}
              </>
            )}
            {applies.netChange && (
              <ColourFieldset>
                <legend>{M.netChangeLabel}</legend>
                <ColourLabel>
                  <input type="color" {...register('net_increase')} />
                  {M.netIncrease}
                </ColourLabel>
                <ColourLabel>
                  <input type="color" {...register('net_decrease')} />
                  {M.netDecrease}
                </ColourLabel>
                <ColourLabel>
                  <input type="color" {...register('net_same')} />
                  {M.netSame}
                </ColourLabel>
              </ColourFieldset>
            )}
          </Section>

          <FormActions>
            <Button variant="ghost" onPress={requestClose}>
              {M.cancel}
            </Button>
            <Button type="submit" variant="primary" isLoading={isSaving}>
              {chart ? M.save : M.create}
            </Button>
          </FormActions>
        </Form>
      </Contents>
      <ConfirmDialog
        isOpen={askingToDiscard}
        onOpenChange={setAskingToDiscard}
        title={M.discardTitle}
        confirmLabel={M.discardConfirm}
        cancelLabel={M.keepEditing}
        tone="danger"
        onConfirm={() => {
          setAskingToDiscard(false);
          onClose();
        }}
      >
        {chart ? M.discardEdit : M.discardNew}
      </ConfirmDialog>
    </Modal>
  );
}

type WizardControl = ReturnType<typeof useForm<WizardValues>>['control'];
type WizardSetValue = ReturnType<typeof useForm<WizardValues>>['setValue'];

function UnitSelect({ control, name, label }: { control: WizardControl; name: 'relative_unit' | 'time_gap_unit'; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select label={label} value={field.value} onChange={(key) => { field.onChange(key); }}>
          {DATE_RANGE_UNITS.map((unit) => (
            <SelectItem key={unit} id={unit}>
              {DATE_RANGE_UNIT_LABELS[unit]}
            </SelectItem>
          ))}
        </Select>
      )}
    />
  );
}

/** What the dates' field says of the snapshots: where they start, or that the range holds none. */
function snapshotsHint(first: string | null | undefined, from: CalendarDate | null, to: CalendarDate | null): string | undefined {
  if (first === undefined) return undefined;
  if (first === null) return M.noSnapshotsYet;
  const start = dateOrNull(first.slice(0, 10));
  if (!start) return undefined;
  // A day as the charts name one by default ('Nov 22, 2026').
  const label = dateLabel(start.toString(), undefined);
  if (from && to && (to.compare(start) < 0 || from.compare(today('UTC')) > 0)) return M.rangeWithoutSnapshots(label);
  return M.snapshotsFrom(label);
}

/** The period of a chart over time: relative (last or before N units), between two dates, or a calendar period. */
function DateRangeFields({
  control,
  errors,
  setValue,
  submitted,
  firstSnapshotDate,
}: {
  control: WizardControl;
  errors: FieldErrors<WizardValues>;
  setValue: WizardSetValue;
  submitted: boolean;
  firstSnapshotDate: string | null | undefined;
}) {
  const type = useWatch({ control, name: 'date_range_type' });
  const period = useWatch({ control, name: 'dynamic_period' });
  const from = dateOrNull(useWatch({ control, name: 'date_from' }));
  const to = dateOrNull(useWatch({ control, name: 'date_to' }));
  const rangeError = errorOf(errors, 'date_range_type');
  return (
    <>
      <Controller
        control={control}
        name="date_range_type"
        render={({ field }) => (
          <RadioGroup
            label={M.dateRangeLabel}
            orientation="horizontal"
            value={field.value}
            onChange={field.onChange}
            isInvalid={rangeError !== undefined && type !== 'absolute'}
            errorMessage={type === 'absolute' ? undefined : rangeError}
          >
            <Radio value="relative">{M.dateRangeRelative}</Radio>
            <Radio value="absolute">{M.dateRangeAbsolute}</Radio>
            <Radio value="dynamic">{M.dateRangeDynamic}</Radio>
          </RadioGroup>
        )}
      />
      {type === 'relative' && (
        <Row>
          <Controller
            control={control}
            name="relative_type"
            render={({ field }) => (
              <Select label={M.relativeTypeLabel} value={field.value} onChange={(key) => { field.onChange(key); }}>
                <SelectItem id="last">{M.relativeLast}</SelectItem>
                <SelectItem id="before">{M.relativeBefore}</SelectItem>
              </Select>
            )}
          />
          <Controller
            control={control}
            name="relative_count"
            render={({ field, fieldState }) => (
              <NumberField
                label={M.countLabel}
                minValue={1}
                maxValue={DATE_RANGE_MAX_COUNT}
                step={1}
                value={field.value}
                onChange={field.onChange}
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <UnitSelect control={control} name="relative_unit" label={M.unitLabel} />
        </Row>
      )}
      {type === 'absolute' && (
        <DateRangePicker<CalendarDate>
          label={M.datesLabel}
          value={from && to ? { start: from, end: to } : null}
          onChange={(range) => {
            setValue('date_from', range ? range.start.toString() : '', { shouldValidate: submitted, shouldDirty: true });
            setValue('date_to', range ? range.end.toString() : '', { shouldValidate: submitted, shouldDirty: true });
          }}
          description={snapshotsHint(firstSnapshotDate, from, to)}
          isInvalid={rangeError !== undefined}
          errorMessage={rangeError}
        />
      )}
      {type === 'dynamic' && (
        <Row>
          <Controller
            control={control}
            name="dynamic_period"
            render={({ field }) => (
              <Select label={M.dynamicPeriodLabel} value={field.value} onChange={(key) => { field.onChange(key); }}>
                {DYNAMIC_PERIODS.map((option) => (
                  <SelectItem key={option} id={option}>
                    {DYNAMIC_PERIOD_LABELS[option]}
                  </SelectItem>
                ))}
              </Select>
            )}
          />
          {period.startsWith('complete_') && (
            <Controller
              control={control}
              name="dynamic_count"
              render={({ field, fieldState }) => (
                <NumberField
                  label={M.dynamicCountLabel}
                  minValue={1}
                  step={1}
                  value={field.value}
                  onChange={field.onChange}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          )}
        </Row>
      )}
    </>
  );
}
