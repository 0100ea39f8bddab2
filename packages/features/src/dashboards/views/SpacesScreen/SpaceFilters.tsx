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
  const filter = (label: string, value: string | null, items: Option[], choose: (value: string | null) => void) => (
    <Select<Option>
      label={label}
      value={value === null ? ANY : idOf(value)}
      onChange={(key: Key | null) => {
        choose(key === null || key === ANY ? null : String(key).slice(idOf('').length));
      }}
      items={[{ id: ANY, name: M.filterAny }, ...items]}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
  return (
    <>
      {filter(
        M.columnType,
        chosen.type,
        options.types.map((type) => ({ id: idOf(type), name: M.type[type] })),
        (type) => {
          onChoose({ type: type as SpaceFilterChoices['type'] });
        },
      )}
      {filter(
        M.columnAccess,
        chosen.access,
        options.access.map((access) => ({ id: idOf(access), name: M.access[access] })),
        (access) => {
          onChoose({ access: access as SpaceFilterChoices['access'] });
        },
      )}
      {filter(
        M.columnCreatedBy,
        chosen.createdBy,
        options.created_by.map((name) => ({ id: idOf(name), name })),
        (createdBy) => {
          onChoose({ createdBy });
        },
      )}
    </>
  );
}
