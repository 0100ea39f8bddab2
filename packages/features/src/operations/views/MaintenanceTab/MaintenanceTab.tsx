import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, FormActions, NumberField, Switch } from '@vigil/ui';
import type { MaintenanceConfig } from '@vigil/openapi';
import { formatDateTime } from '../../../user-access/formatDateTime';
import { diffConfigs, type FlagChange } from '../../flags';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { selectSection } from '../../state/operations.selectors';
import { sectionEdited, sectionSaveSubmitted, troubleshootingStartSubmitted, troubleshootingStopSubmitted } from '../../state/operations.slice';
import { DiffConfirm } from '../DiffConfirm/DiffConfirm';
import { SectionFrame } from '../SectionFrame/SectionFrame';
import { Fieldset, Legend, Muted } from '../SectionFrame/SectionFrame.styles';

/** The troubleshooting window's bounds in hours (the contract's MaintenanceWindowRequest). */
export const TROUBLESHOOTING_MIN_HOURS = 1;
export const TROUBLESHOOTING_MAX_HOURS = 720;
const DEFAULT_TROUBLESHOOTING_HOURS = 4;

/** The Maintenance tab: provisioning and analytics switches saved after a diff, and remote troubleshooting started for some hours or stopped. */
export function MaintenanceTab() {
  return <SectionFrame section="maintenance">{(value, canUpdate) => <MaintenanceForm stored={value} canUpdate={canUpdate} />}</SectionFrame>;
}

function MaintenanceForm({ stored, canUpdate }: { stored: MaintenanceConfig; canUpdate: boolean }) {
  const dispatch = useDispatch();
  const { saving } = useSelector(selectSection('maintenance'));
  const [draft, setDraft] = useState(stored);
  const [hours, setHours] = useState(DEFAULT_TROUBLESHOOTING_HOURS);
  const [changes, setChanges] = useState<FlagChange[] | null>(null);


  const pending = useMemo(() => diffConfigs({ provision: stored.provision, analytics: stored.analytics }, { provision: draft.provision, analytics: draft.analytics }), [stored, draft]);
  const toggle = (field: 'provision' | 'analytics') => (on: boolean) => {
    setDraft((current) => ({ ...current, [field]: on }));
    dispatch(sectionEdited('maintenance'));
  };
  const hoursValid = Number.isInteger(hours) && hours >= TROUBLESHOOTING_MIN_HOURS && hours <= TROUBLESHOOTING_MAX_HOURS;

  return (
    <>
      <form
        aria-label={M.tabs.maintenance}
        onSubmit={(event) => {
          event.preventDefault();
          setChanges(pending);
        }}
      >
        <Fieldset>
          <Legend>{M.tabs.maintenance}</Legend>
          <Switch isSelected={draft.provision} onChange={toggle('provision')} isDisabled={!canUpdate} description={M.maintenance.provisionHint}>
            {M.maintenance.provision}
          </Switch>
          <Switch isSelected={draft.analytics} onChange={toggle('analytics')} isDisabled={!canUpdate} description={M.maintenance.analyticsHint}>
            {M.maintenance.analytics}
          </Switch>
          {canUpdate && (
            <FormActions>
              <Button type="submit" variant="primary" isDisabled={pending.length === 0} isLoading={saving && changes === null && pending.length > 0}>
                {M.save}
              </Button>
            </FormActions>
          )}
        </Fieldset>
      </form>
      <section aria-label={M.maintenance.troubleshooting}>
        <Fieldset as="div">
          <Legend as="h2">{M.maintenance.troubleshooting}</Legend>
          {stored.troubleshooting ? (
            <>
              <p>{M.maintenance.troubleshootingOn}</p>
              <Muted>{stored.timeout ? M.maintenance.endsAt(formatDateTime(stored.timeout)) : M.maintenance.noEnd}</Muted>
              {canUpdate && (
                <FormActions align="start">
                  <Button variant="danger" isLoading={saving} onPress={() => dispatch(troubleshootingStopSubmitted())}>
                    {M.maintenance.stop}
                  </Button>
                </FormActions>
              )}
            </>
          ) : (
            <>
              <p>{M.maintenance.troubleshootingOff}</p>
              {canUpdate && (
                <>
                  <NumberField
                    label={M.maintenance.duration}
                    description={M.maintenance.durationHint}
                    value={hours}
                    onChange={setHours}
                    minValue={TROUBLESHOOTING_MIN_HOURS}
                    maxValue={TROUBLESHOOTING_MAX_HOURS}
                    step={1}
                  />
                  <FormActions align="start">
                    <Button variant="primary" isDisabled={!hoursValid} isLoading={saving} onPress={() => dispatch(troubleshootingStartSubmitted(hours))}>
                      {M.maintenance.start}
                    </Button>
                  </FormActions>
                </>
              )}
            </>
          )}
        </Fieldset>
      </section>
      <DiffConfirm
        changes={changes}
        isSaving={saving}
        onCancel={() => { setChanges(null); }}
        onConfirm={() => {
          dispatch(sectionSaveSubmitted({ section: 'maintenance', value: draft }));
          setChanges(null);
        }}
      />
    </>
  );
}
