import type { Key } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Checkbox, Radio, RadioGroup, Select, SelectItem, TextField } from '@vigil/ui';
import { QUERIES_MESSAGES as M } from '../../queries.messages';
import { selectEditorDraft, selectQueryEditor, selectQueryEntities } from '../../state/queries.selectors';
import { draftDescriptionChanged, draftEntityChanged, draftNameChanged, draftSharingChanged } from '../../state/queryEditor.slice';
import { Details, Fields, FixedValue, ScopeList } from './QueryEditorScreen.styles';

const NAME_MAX_CHARS = 200;
const DESCRIPTION_MAX_CHARS = 2000;
const PRIVATE = 'private';
const SHARED = 'shared';
const ALL_SCOPES = 'all';
const CHOSEN_SCOPES = 'chosen';

/** Name, entity, description, and who sees the query: its owner alone, or every data scope or the chosen ones. */
export function QuerySettings({ readOnly }: { readOnly: boolean }) {
  const dispatch = useDispatch();
  const editor = useSelector(selectQueryEditor);
  const draft = useSelector(selectEditorDraft);
  const entities = useSelector(selectQueryEntities);
  const errors = editor.fieldErrors;
  const sharing = { private: draft.private, all_data_scopes: draft.all_data_scopes, data_scope_ids: draft.data_scope_ids };
  const scopes = editor.dataScopes.items;
  const scopeError = errors['data_scope_ids'] ?? errors['all_data_scopes'];

  return (
    <Details>
      <Fields>
        <TextField
          label={M.name}
          value={draft.name}
          onChange={(name) => dispatch(draftNameChanged(name))}
          isRequired
          isReadOnly={readOnly}
          maxLength={NAME_MAX_CHARS}
          isInvalid={errors['name'] !== undefined}
          errorMessage={errors['name']}
        />
        {editor.queryId === null ? (
          <Select<{ id: string; name: string }>
            label={M.entity}
            value={draft.entity}
            items={entities.map((entity) => ({ id: entity, name: M.entityName(entity) }))}
            onChange={(key: Key | null) => {
              if (key !== null) dispatch(draftEntityChanged(String(key)));
            }}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
        ) : (
          <FixedValue>
            <span>{M.entity}</span>
            <strong>{M.entityName(draft.entity)}</strong>
            {!readOnly && <span>{M.entityFixed}</span>}
          </FixedValue>
        )}
        <TextField
          label={M.description}
          value={draft.description}
          onChange={(description) => dispatch(draftDescriptionChanged(description))}
          isMultiline
          rows={2}
          isReadOnly={readOnly}
          maxLength={DESCRIPTION_MAX_CHARS}
          isInvalid={errors['description'] !== undefined}
          errorMessage={errors['description']}
        />
      </Fields>
      <Fields>
        <RadioGroup
          label={M.access}
          value={draft.private ? PRIVATE : SHARED}
          isDisabled={readOnly}
          onChange={(value) => dispatch(draftSharingChanged({ ...sharing, private: value === PRIVATE }))}
        >
          <Radio value={PRIVATE} description={M.accessPrivateHint}>
            {M.accessPrivate}
          </Radio>
          <Radio value={SHARED} description={M.accessSharedHint}>
            {M.accessShared}
          </Radio>
        </RadioGroup>
        {!draft.private && (
          <RadioGroup
            label={M.dataScopes}
            value={draft.all_data_scopes ? ALL_SCOPES : CHOSEN_SCOPES}
            isDisabled={readOnly}
            onChange={(value) => dispatch(draftSharingChanged({ ...sharing, all_data_scopes: value === ALL_SCOPES }))}
          >
            <Radio value={ALL_SCOPES}>{M.allDataScopes}</Radio>
            <Radio value={CHOSEN_SCOPES}>{M.chosenDataScopes}</Radio>
          </RadioGroup>
        )}
        {!draft.private && !draft.all_data_scopes && (
          <ScopeList aria-describedby={scopeError ? 'query-scope-error' : undefined}>
            <legend>{M.chosenDataScopes}</legend>
            {scopes.length === 0 && <p>{M.noDataScopes}</p>}
            {scopes.map((scope) => (
              <Checkbox
                key={scope.uuid}
                isSelected={draft.data_scope_ids.includes(scope.uuid)}
                isDisabled={readOnly}
                onChange={(selected) => {
                  const ids = draft.data_scope_ids.filter((id) => id !== scope.uuid);
                  dispatch(draftSharingChanged({ ...sharing, data_scope_ids: selected ? [...ids, scope.uuid] : ids }));
                }}
              >
                {scope.name}
              </Checkbox>
            ))}
            {scopeError && (
              <p id="query-scope-error" data-invalid>
                {scopeError}
              </p>
            )}
          </ScopeList>
        )}
      </Fields>
    </Details>
  );
}
