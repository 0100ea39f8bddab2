import { Tag, TagGroup, TextField } from '@vigil/ui';
import { useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useRow } from './builderContext';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { ListEditorBox } from './QueryBuilder.styles';

export interface ListEditorProps {
  values: readonly unknown[];
  /** The list holds numbers (a number field's `in`); typed text that is not a number is not added. */
  numbers: boolean;
  onChange: (values: (string | number)[]) => void;
}

/**
 * The values of `in`, as tags: type one and press Enter (or a comma, or leave the field) to add
 * it; Delete or Backspace on a tag, or its remove button, takes it out.
 */
export function ListEditor({ values, numbers, onChange }: ListEditorProps) {
  const { label, problemsId } = useRow();
  const [draft, setDraft] = useState('');
  const items = values.filter((value): value is string | number => typeof value === 'string' || typeof value === 'number');
  const parsed = numbers ? Number(draft.trim()) : draft.trim();
  const draftInvalid = numbers && draft.trim() !== '' && Number.isNaN(parsed);

  const commit = () => {
    const text = draft.trim();
    if (text === '' || draftInvalid) return;
    if (!items.includes(parsed)) onChange([...items, parsed]);
    setDraft('');
  };

  return (
    <ListEditorBox>
      {items.length > 0 && (
        <TagGroup
          aria-label={M.valuesOf(label)}
          items={items.map((value) => ({ id: String(value), value }))}
          onRemove={(keys) => {
            onChange(items.filter((value) => !keys.has(String(value))));
          }}
        >
          {(item) => <Tag id={item.id}>{item.id}</Tag>}
        </TagGroup>
      )}
      <TextField
        label={<VisuallyHidden>{M.addValueTo(label)}</VisuallyHidden>}
        aria-describedby={problemsId}
        value={draft}
        onChange={(text) => {
          // A pasted "a, b" adds each part at once.
          if (text.includes(',')) {
            const parts = text.split(',').map((part) => part.trim());
            const last = parts.pop() ?? '';
            const fresh = parts.filter((part) => part !== '').map((part) => (numbers ? Number(part) : part));
            const added = fresh.filter((part) => !(typeof part === 'number' && Number.isNaN(part)) && !items.includes(part));
            if (added.length > 0) onChange([...items, ...added]);
            setDraft(last);
            return;
          }
          setDraft(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            commit();
          }
        }}
        onBlur={commit}
        isInvalid={draftInvalid}
        placeholder={items.length === 0 ? M.addValuePlaceholder : undefined}
      />
    </ListEditorBox>
  );
}
