import { useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, FormActions, NumberField, SearchField, Switch, TextField } from '@vigil/ui';
import type { FlagConfigName, FlagConfigs } from '../../api/operations.api';
import {
  dateFlagOf,
  dateInputOf,
  diffConfigs,
  flagGroups,
  formatFlagValue,
  listFlagOf,
  listInputOf,
  searchFlags,
  setFlag,
  type FlagChange,
  type FlagLeaf,
  type FlagObject,
} from '../../flags';
import { OPERATIONS_MESSAGES as M } from '../../operations.messages';
import { selectSection } from '../../state/operations.selectors';
import { sectionEdited, sectionSaveSubmitted, type SectionValue } from '../../state/operations.slice';
import { DiffConfirm } from '../DiffConfirm/DiffConfirm';
import { SectionFrame } from '../SectionFrame/SectionFrame';
import { Fieldset, Legend, Muted } from '../SectionFrame/SectionFrame.styles';

export interface FlagsTabProps {
  /** Which config: FeatureFlags or InternalFeatureFlags. */
  configName: FlagConfigName;
}

/** The Feature Flags or Internal Feature Flags tab: an editor per flag from the config's shape, a search over names, save as a whole after a diff. */
export function FlagsTab({ configName }: FlagsTabProps) {
  return (
    <SectionFrame section={configName}>
      {(value, canUpdate) => <FlagsForm configName={configName} stored={value} canUpdate={canUpdate} />}
    </SectionFrame>
  );
}

interface FlagsFormProps {
  configName: FlagConfigName;
  stored: FlagConfigs[FlagConfigName];
  canUpdate: boolean;
}

function FlagsForm({ configName, stored, canUpdate }: FlagsFormProps) {
  const dispatch = useDispatch();
  const { saving, fieldErrors } = useSelector(selectSection(configName));
  const [draft, setDraft] = useState<FlagObject>(stored);
  const [search, setSearch] = useState('');
  const [changes, setChanges] = useState<FlagChange[] | null>(null);
  const title = configName === 'FeatureFlags' ? M.tabs.featureFlags : M.tabs.internalFeatureFlags;


  const groups = useMemo(() => searchFlags(flagGroups(draft), search), [draft, search]);
  const pending = useMemo(() => diffConfigs(stored, draft), [stored, draft]);

  const edit = (leaf: FlagLeaf, value: FlagLeaf['value']) => {
    setDraft((current) => setFlag(current, leaf.path, value));
    dispatch(sectionEdited(configName));
  };

  const editor = (leaf: FlagLeaf, label: string) => {
    const error = fieldErrors[leaf.path.join('/')];
    const common = { isDisabled: !canUpdate, isInvalid: error !== undefined, errorMessage: error };
    switch (leaf.kind) {
      case 'boolean':
        return (
          <Switch key={label} isSelected={leaf.value === true} isDisabled={!canUpdate} onChange={(on) => { edit(leaf, on); }} description={error}>
            {label}
          </Switch>
        );
      case 'date':
        return (
          <TextField key={label} label={label} type="date" description={M.flags.dateHint} value={dateInputOf(leaf.value)} onChange={(text) => { edit(leaf, dateFlagOf(text)); }} {...common} />
        );
      case 'list':
        return (
          <ListFlagField key={label} label={label} initial={listInputOf(leaf.value)} onChange={(list) => { edit(leaf, list); }} {...common} />
        );
      case 'number':
        return <NumberField key={label} label={label} value={typeof leaf.value === 'number' ? leaf.value : 0} onChange={(n) => { edit(leaf, n); }} {...common} />;
      case 'text':
        return <TextField key={label} label={label} value={typeof leaf.value === 'string' ? leaf.value : ''} onChange={(text) => { edit(leaf, text); }} {...common} />;
      case 'empty':
        return (
          <Muted key={label}>
            {label}: {M.flags.empty}
          </Muted>
        );
    }
  };

  return (
    <form
      aria-label={M.flags.formLabel(title)}
      onSubmit={(event) => {
        event.preventDefault();
        setChanges(pending);
      }}
    >
      <Fieldset as="div">
        <SearchField label={M.flags.search} value={search} onChange={setSearch} />
        {groups.length === 0 && <Muted role="status">{M.flags.noMatch}</Muted>}
        {groups.map((group) =>
          group.grouped ? (
            <Fieldset key={group.name}>
              <Legend>{group.name}</Legend>
              {group.leaves.map((leaf) => editor(leaf, leaf.path.slice(1).join('.')))}
            </Fieldset>
          ) : (
            editor(group.leaves[0] ?? { path: [group.name], kind: 'empty', value: null }, group.name)
          ),
        )}
        {canUpdate && (
          <FormActions>
            <Muted aria-live="polite">{pending.length ? pending.map((change) => `${change.path}: ${formatFlagValue(change.after)}`).join('; ') : M.noChanges}</Muted>
            <Button type="submit" variant="primary" isDisabled={pending.length === 0} isLoading={saving}>
              {M.save}
            </Button>
          </FormActions>
        )}
      </Fieldset>
      <DiffConfirm
        changes={changes}
        isSaving={saving}
        onCancel={() => { setChanges(null); }}
        onConfirm={() => {
          dispatch(sectionSaveSubmitted({ section: configName, value: draft } as SectionValue));
          setChanges(null);
        }}
      />
    </form>
  );
}

/** A string list as comma-separated text: the text is kept as typed (a trailing comma included), the list follows it. */
function ListFlagField({ initial, onChange, ...props }: { label: string; initial: string; onChange: (list: string[]) => void; isDisabled: boolean; isInvalid: boolean; errorMessage: string | undefined }) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      {...props}
      description={M.flags.listHint}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(listFlagOf(next));
      }}
    />
  );
}
