import { zodResolver } from '@hookform/resolvers/zod';
import type { CalendarDate } from '@internationalized/date';
import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import type { CampaignEntitlement, CampaignNotifyMethod } from '@vigil/openapi';
import {
  Alert,
  Button,
  ComboBox,
  ComboBoxItem,
  ConfirmDialog,
  Form,
  FormActions,
  IconButton,
  Select,
  SelectItem,
  Switch,
  Tag,
  TagGroup,
  TextField,
} from '@vigil/ui';
import { z } from '../../../../forms/zod';
import { Muted, Page, PageHeader, RouteLink } from '../../../../queries/views/common.styles';
import { CAMPAIGN_MESSAGE_MAX_CHARS, CAMPAIGN_NAME_MAX_CHARS, CAMPAIGN_NOTIFY_METHODS, CAMPAIGNS_PATHS } from '../../campaigns.constants';
import { CAMPAIGNS_MESSAGES as M } from '../../campaigns.messages';
import {
  approverNotifyMethodsRequested,
  approverSearchTyped,
  campaignCreationOpened,
  campaignNoticeDismissed,
  campaignPreviewCleared,
  campaignPreviewRequested,
  campaignScheduleSubmitted,
  type NotifyMethodsEntry,
} from '../../state/campaign.slice';
import { selectCampaign } from '../../state/campaigns.selectors';
import { CampaignPreviewPanel } from '../CampaignPreviewPanel';
import { ScheduleFields } from '../CampaignParts';
import { Panel } from '../CampaignParts/CampaignParts.styles';
import { checkSchedule, firstStartDay, formatDay, scheduleFields, toScheduleRequest } from '../schedule';
import { ApproverList, ApproverRow, Column, FieldError, Layout, Sticky } from './CampaignCreateScreen.styles';

const approverSchema = z
  .object({ id: z.string(), mail: z.string(), notify_method: z.enum(['email', 'slack', 'teams']).nullable() })
  .superRefine((approver, ctx) => {
    if (!approver.notify_method) ctx.addIssue({ code: 'custom', path: ['notify_method'], message: M.notifyMethodRequired });
  });

/** The rules of the creation form, checked when it is scheduled. */
const createSchema = z
  .object({
    name: z.string().trim().max(CAMPAIGN_NAME_MAX_CHARS),
    message_content: z.string().max(CAMPAIGN_MESSAGE_MAX_CHARS),
    query_id: z.string().min(1, { message: M.queryRequired }),
    approvers: z.array(approverSchema).min(1, { message: M.approversRequired }),
    enable_rule_base_entitlements: z.boolean(),
    excluded_entitlements: z.array(z.object({ name: z.string(), type: z.string() })),
    ...scheduleFields,
  })
  .superRefine(checkSchedule);

type CreateValues = z.infer<typeof createSchema>;
type ApproverValue = CreateValues['approvers'][number];

const EMPTY: CreateValues = {
  name: '',
  message_content: '',
  query_id: '',
  approvers: [],
  enable_rule_base_entitlements: false,
  excluded_entitlements: [],
  start: null,
  end: null,
};

/** When the confirmation says the campaign starts. */
const startText = (start: CalendarDate) => (start.compare(firstStartDay()) <= 0 ? M.startsNow : M.startsOn(formatDay(start)));

const entitlementKey = (entitlement: CampaignEntitlement) => `${entitlement.type}:${entitlement.name}`;

/** The notify-method choice of one approver: only the methods set up for that user can be chosen. */
function NotifyMethodSelect({
  approver,
  entry,
  error,
  onChange,
}: {
  approver: ApproverValue;
  entry: NotifyMethodsEntry | undefined;
  error: string | undefined;
  onChange: (method: CampaignNotifyMethod) => void;
}) {
  const supported = entry?.status === 'loaded' ? entry.supported : [];
  const description =
    entry?.status === 'loaded'
      ? M.notifyMethodHint(supported.map((method) => M.notifyMethod(method)).join(', '))
      : entry?.status === 'failed'
        ? M.notifyMethodsFailed
        : M.notifyMethodsLoading;
  return (
    <Select<{ id: CampaignNotifyMethod }>
      label={M.notifyMethodLabel(approver.mail)}
      placeholder={M.notifyMethodPlaceholder}
      value={approver.notify_method}
      items={CAMPAIGN_NOTIFY_METHODS.map((id) => ({ id }))}
      disabledKeys={CAMPAIGN_NOTIFY_METHODS.filter((method) => !supported.includes(method))}
      isDisabled={entry?.status !== 'loaded'}
      description={description}
      isInvalid={Boolean(error)}
      errorMessage={error}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(key as CampaignNotifyMethod);
      }}
    >
      {({ id }) => (
        <SelectItem id={id} textValue={M.notifyMethod(id)}>
          {supported.includes(id) ? M.notifyMethod(id) : M.notifyMethodUnsupported(id)}
        </SelectItem>
      )}
    </Select>
  );
}

/**
 * A new access-review campaign: name and message, the saved query over users, approvers each with
 * a notify method set up for them, rule-based and excluded entitlements, a live preview, and the
 * schedule (start and end day) confirmed before it is sent.
 */
export function CampaignCreateScreen() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const state = useSelector(selectCampaign);
  const { control, handleSubmit, formState } = useForm<CreateValues>({ resolver: zodResolver(createSchema), defaultValues: EMPTY });
  // Fields without a single input of their own, changed through their controllers.
  const approversField = useController({ control, name: 'approvers' }).field;
  const excludedField = useController({ control, name: 'excluded_entitlements' }).field;
  const startField = useController({ control, name: 'start' }).field;
  const endField = useController({ control, name: 'end' }).field;
  const [approverText, setApproverText] = useState('');
  const [excludeText, setExcludeText] = useState('');
  // The pickers keep their last pick (so that it closes their list); a removal starts them afresh so it can be picked again.
  const [removals, setRemovals] = useState(0);
  const [confirming, setConfirming] = useState<CreateValues | null>(null);
  const [waitNotice, setWaitNotice] = useState(false);
  const submitted = useRef(false);

  useEffect(() => {
    dispatch(campaignCreationOpened());
    dispatch(approverSearchTyped(''));
  }, [dispatch]);

  useEffect(() => {
    if (submitted.current && state.scheduledId) void navigate(CAMPAIGNS_PATHS.campaign(state.scheduledId));
  }, [state.scheduledId, navigate]);

  // The preview follows the inputs that shape it; the saga waits for them to settle.
  const [queryId, ruleBased] = useWatch({ control, name: ['query_id', 'enable_rule_base_entitlements'] });
  const approvers = approversField.value;
  const excluded = excludedField.value;
  const previewKey = JSON.stringify({
    query_id: queryId,
    approvers: approvers.map(({ id, notify_method }) => ({ id, ...(notify_method ? { notify_method } : {}) })),
    enable_rule_base_entitlements: ruleBased,
    excluded_entitlements: excluded,
  });
  useEffect(() => {
    const input = JSON.parse(previewKey) as Parameters<typeof campaignPreviewRequested>[0];
    dispatch(input.query_id && input.approvers.length > 0 ? campaignPreviewRequested(input) : campaignPreviewCleared());
  }, [previewKey, dispatch]);

  const chosenIds = new Set(approvers.map((approver) => approver.id));
  const approverOptions = state.approverSearch.options.filter((user) => !chosenIds.has(user.id));
  const excludedKeys = new Set(excluded.map(entitlementKey));
  const excludeOptions = useMemo(
    () => (state.preview.result?.entitlements_list ?? []).filter((entitlement) => !excludedKeys.has(entitlementKey(entitlement))).map((entitlement) => ({ id: entitlementKey(entitlement), ...entitlement })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are derived from `excluded`
    [state.preview.result, excluded],
  );

  const addApprover = (key: Key | null) => {
    const user = state.approverSearch.options.find((option) => option.id === key);
    if (!user || chosenIds.has(user.id)) return;
    approversField.onChange([...approvers, { id: user.id, mail: user.mail, notify_method: null }]);
    dispatch(approverNotifyMethodsRequested({ userId: user.id }));
    setApproverText('');
    dispatch(approverSearchTyped(''));
  };

  const submit = handleSubmit((values) => {
    // A new attempt starts without the last refusal (which also closed the confirmation).
    if (state.schedule.status === 'failed') dispatch(campaignNoticeDismissed());
    if (state.preview.status !== 'loaded') {
      setWaitNotice(true);
      return;
    }
    setWaitNotice(false);
    setConfirming(values);
  });

  const confirm = () => {
    if (!confirming?.start) return;
    submitted.current = true;
    dispatch(
      campaignScheduleSubmitted({
        ...toScheduleRequest(confirming.start, confirming.end),
        ...(confirming.name ? { name: confirming.name } : {}),
        ...(confirming.message_content ? { message_content: confirming.message_content } : {}),
      }),
    );
  };

  const queries = state.savedQueries;
  const approversError = formState.errors.approvers?.message ?? formState.errors.approvers?.root?.message;

  return (
    <Page aria-labelledby="campaign-create-title">
      <PageHeader>
        <div>
          <RouteLink to={CAMPAIGNS_PATHS.list}>{M.backToList}</RouteLink>
          <h1 id="campaign-create-title">{M.createTitle}</h1>
        </div>
      </PageHeader>
      <Layout>
        <Form aria-label={M.formLabel} onSubmit={(event) => void submit(event)}>
          <Column>
            <Panel aria-labelledby="campaign-details">
              <h2 id="campaign-details">{M.sectionDetails}</h2>
              <Controller
                control={control}
                name="name"
                render={({ field, fieldState }) => (
                  <TextField
                    label={M.nameLabel}
                    description={M.nameDescription}
                    maxLength={CAMPAIGN_NAME_MAX_CHARS}
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
                name="message_content"
                render={({ field, fieldState }) => (
                  <TextField
                    label={M.messageLabel}
                    description={M.messageDescription}
                    isMultiline
                    maxLength={CAMPAIGN_MESSAGE_MAX_CHARS}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
            </Panel>

            <Panel aria-labelledby="campaign-review">
              <h2 id="campaign-review">{M.sectionReview}</h2>
              <Controller
                control={control}
                name="query_id"
                render={({ field, fieldState }) => (
                  <Select<{ id: string; name: string }>
                    label={M.queryLabel}
                    placeholder={queries.status === 'loading' ? M.queriesLoading : M.queryPlaceholder}
                    description={queries.status === 'failed' ? M.queriesFailed : queries.status === 'loaded' && queries.items.length === 0 ? M.noUserQueries : M.queryDescription}
                    isRequired
                    value={field.value || null}
                    items={queries.items}
                    onChange={(key: Key | null) => { field.onChange(key === null ? '' : String(key)); }}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  >
                    {(query) => <SelectItem id={query.id}>{query.name}</SelectItem>}
                  </Select>
                )}
              />
              <Controller
                control={control}
                name="enable_rule_base_entitlements"
                render={({ field }) => (
                  <Switch isSelected={field.value} onChange={field.onChange} description={M.ruleBasedDescription}>
                    {M.ruleBasedLabel}
                  </Switch>
                )}
              />
              <ComboBox<{ id: string; name: string; type: string }>
                label={M.excludePickerLabel}
                placeholder={M.excludePickerPlaceholder}
                items={excludeOptions}
                inputValue={excludeText}
                onInputChange={setExcludeText}
                key={`exclude-${removals}`}
                isDisabled={!state.preview.result}
                emptyText={M.excludePickerEmpty}
                onChange={(key: Key | null) => {
                  const entitlement = excludeOptions.find((option) => option.id === key);
                  if (!entitlement) return;
                  excludedField.onChange([...excluded, { name: entitlement.name, type: entitlement.type }]);
                  setExcludeText('');
                }}
              >
                {(option) => (
                  <ComboBoxItem id={option.id} textValue={M.entitlementName(option.name, option.type)}>
                    {M.entitlementName(option.name, option.type)}
                  </ComboBoxItem>
                )}
              </ComboBox>
              <TagGroup<{ id: string; name: string; type: string }>
                label={M.excludedLabel}
                description={M.excludedDescription}
                items={excluded.map((entitlement) => ({ id: entitlementKey(entitlement), ...entitlement }))}
                emptyText={M.excludedNone}
                onRemove={(keys) => {
                  excludedField.onChange(excluded.filter((entitlement) => !keys.has(entitlementKey(entitlement))));
                  setRemovals((count) => count + 1);
                }}
              >
                {(tag) => <Tag id={tag.id}>{M.entitlementName(tag.name, tag.type)}</Tag>}
              </TagGroup>
            </Panel>

            <Panel aria-labelledby="campaign-approvers">
              <h2 id="campaign-approvers">{M.sectionApprovers}</h2>
              <ComboBox<{ id: string; mail: string }>
                label={M.approverSearchLabel}
                placeholder={M.approverSearchPlaceholder}
                description={state.approverSearch.status === 'failed' ? M.approverSearchFailed : M.approverSearchDescription}
                items={approverOptions}
                defaultFilter={() => true}
                inputValue={approverText}
                onInputChange={(text) => {
                  setApproverText(text);
                  dispatch(approverSearchTyped(text));
                }}
                key={`approver-${removals}`}
                onChange={addApprover}
                emptyText={state.approverSearch.status === 'loading' ? M.approverSearching : M.approverSearchEmpty}
                isInvalid={Boolean(approversError)}
                errorMessage={approversError}
              >
                {(user) => (
                  <ComboBoxItem id={user.id} textValue={user.mail}>
                    {user.mail}
                  </ComboBoxItem>
                )}
              </ComboBox>
              {approvers.length === 0 ? (
                <Muted>{M.approversNone}</Muted>
              ) : (
                <ApproverList aria-label={M.approversLabel}>
                  {approvers.map((approver, index) => (
                    <ApproverRow key={approver.id}>
                      <span>{approver.mail}</span>
                      <NotifyMethodSelect
                        approver={approver}
                        entry={state.notifyMethods[approver.id]}
                        error={formState.errors.approvers?.[index]?.notify_method?.message}
                        onChange={(method) => {
                          approversField.onChange(approvers.map((item) => (item.id === approver.id ? { ...item, notify_method: method } : item)));
                        }}
                      />
                      <IconButton
                        icon="trash"
                        aria-label={M.removeApprover(approver.mail)}
                        onPress={() => {
                          approversField.onChange(approvers.filter((item) => item.id !== approver.id));
                          setRemovals((count) => count + 1);
                        }}
                      />
                    </ApproverRow>
                  ))}
                </ApproverList>
              )}
            </Panel>

            <Panel aria-labelledby="campaign-schedule">
              <h2 id="campaign-schedule">{M.sectionSchedule}</h2>
              <ScheduleFields
                start={startField.value}
                end={endField.value}
                onStartChange={startField.onChange}
                onEndChange={endField.onChange}
                startError={formState.errors.start?.message}
                endError={formState.errors.end?.message}
              />
              {waitNotice && state.preview.status !== 'loaded' && <FieldError role="alert">{M.scheduleWaitsForPreview}</FieldError>}
              {state.schedule.status === 'failed' && (
                <Alert tone="error" title={M.scheduleFailed} onDismiss={() => dispatch(campaignNoticeDismissed())}>
                  {state.schedule.error}
                </Alert>
              )}
              <FormActions>
                <Button variant="ghost" onPress={() => void navigate(CAMPAIGNS_PATHS.list)}>
                  {M.cancel}
                </Button>
                <Button type="submit" variant="primary" isLoading={state.schedule.status === 'busy'}>
                  {M.scheduleAction}
                </Button>
              </FormActions>
            </Panel>
          </Column>
        </Form>
        <Sticky>
          <CampaignPreviewPanel />
        </Sticky>
      </Layout>
      <ConfirmDialog
        isOpen={confirming !== null && state.schedule.status !== 'failed'}
        onOpenChange={(open) => {
          if (!open && state.schedule.status !== 'busy') setConfirming(null);
        }}
        title={M.scheduleConfirmTitle}
        confirmLabel={M.scheduleConfirm}
        cancelLabel={M.cancel}
        isConfirming={state.schedule.status === 'busy'}
        onConfirm={confirm}
      >
        {confirming?.start && (
          <p>
            {M.scheduleConfirmText(confirming.name || M.untitled, startText(confirming.start), confirming.approvers.length)}{' '}
            {confirming.end && M.scheduleConfirmEnd(formatDay(confirming.end))}
          </p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
