import type { Key } from 'react';
import { Select, SelectItem } from '@vigil/ui';
import type { SpaceFilterChoices } from '../../api/dashboards.api';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';
import type { SpaceListState } from '../../state/spaceList.slice';

/** The option standing for no choice (every value); the others' ids are their values after `v:`, so no value can be taken for it. */
const ANY = 'any';
const idOf = (value: string) => `v:${value}`;

type Option = { id: string; name: string };

export interface SpaceFiltersProps {
  /** The values offered (`GET /dashboard/management/filters`). */
  options: NonNullable<SpaceListState['filterOptions']>;
  chosen: SpaceFilterChoices;
  onChoose: (choice: Partial<SpaceFilterChoices>) => void;
}

/** The management list's filters: a dashboard's type, access and creator, one value each or any. */
export function SpaceFilters({ options, chosen, onChoose }: SpaceFiltersProps) {
  const filters: { key: keyof SpaceFilterChoices; label: string; values: { value: string; name: string }[] }[] = [
    { key: 'type', label: M.columnType, values: options.types.map((type) => ({ value: type, name: M.type[type] })) },
    { key: 'access', label: M.columnAccess, values: options.access.map((access) => ({ value: access, name: M.access[access] })) },
    { key: 'createdBy', label: M.columnCreatedBy, values: options.created_by.map((name) => ({ value: name, name })) },
  ];
  return filters.map(({ key, label, values }) => {
    const value = chosen[key];
    return (
      <Select<Option>
        key={key}
        label={label}
        value={value === null ? ANY : idOf(value)}
        onChange={(id: Key | null) => {
          // The values offered are the filter's own (the server's choices), so the id names one of them.
          onChoose({ [key]: id === null || id === ANY ? null : String(id).slice(idOf('').length) });
        }}
        items={[{ id: ANY, name: M.filterAny }, ...values.map((each) => ({ id: idOf(each.value), name: each.name }))]}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    );
  });
}
