import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import type { AdapterSummary } from '@vigil/openapi';
import { Alert, Button, EmptyState, SearchField, Select, SelectItem, Spinner } from '@vigil/ui';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { ADAPTERS_PATHS } from '../../adapters.constants';
import { selectAdapters } from '../../state/adapters.selectors';
import { catalogueOpened } from '../../state/adapters.slice';
import { Card, Cards, Counts, Filters, GroupTitle, Header, Muted, Screen } from '../adapters.styles';
import { ConnectionStatusBadge } from '../ConnectionStatusBadge';

const ALL = '*';

/** The adapters that match the search (title, module or description) and category, grouped by category. */
export function groupAdapters(adapters: AdapterSummary[], search: string, category: string): [string, AdapterSummary[]][] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, AdapterSummary[]>();
  for (const adapter of adapters) {
    if (category !== ALL && adapter.category !== category) continue;
    if (needle && ![adapter.title, adapter.module, adapter.description].some((text) => text.toLowerCase().includes(needle))) continue;
    groups.set(adapter.category, [...(groups.get(adapter.category) ?? []), adapter]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The adapters catalogue: search, category, and each adapter's connections per status. */
export function AdaptersCatalogue() {
  const dispatch = useDispatch();
  const { catalogue } = useSelector(selectAdapters);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL);

  useEffect(() => {
    dispatch(catalogueOpened());
  }, [dispatch]);

  const categories = useMemo(() => [...new Set(catalogue.items.map((item) => item.category))].sort(), [catalogue.items]);
  const groups = groupAdapters(catalogue.items, search, category);

  return (
    <Screen aria-label={M.catalogueTitle}>
      <Header>
        <div>
          <h1>{M.catalogueTitle}</h1>
          <p>{M.catalogueIntro}</p>
        </div>
      </Header>
      <Filters>
        <SearchField label={M.search} value={search} onChange={setSearch} />
        <Select<{ id: string; name: string }>
          label={M.category}
          value={category}
          onChange={(key) => {
            setCategory(key === null ? ALL : String(key));
          }}
          items={[{ id: ALL, name: M.allCategories }, ...categories.map((name) => ({ id: name, name }))]}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      </Filters>
      {catalogue.status === 'loading' && <Spinner label={M.catalogueTitle} />}
      {catalogue.status === 'failed' && (
        <Alert tone="error" action={<Button onPress={() => dispatch(catalogueOpened())}>{M.tryAgain}</Button>}>
          {`${M.loadFailed} ${catalogue.error ?? ''}`.trim()}
        </Alert>
      )}
      {catalogue.status === 'loaded' && groups.length === 0 && <EmptyState title={M.noMatchTitle} description={M.noMatchBody} />}
      {groups.map(([name, adapters]) => (
        <section key={name} aria-label={name}>
          <GroupTitle>{name}</GroupTitle>
          <Cards>
            {adapters.map((adapter) => (
              <Card key={adapter.module} aria-label={adapter.title}>
                <h3>
                  <Link to={ADAPTERS_PATHS.adapter(adapter.module)}>{adapter.title}</Link>
                </h3>
                <Muted>{adapter.category}</Muted>
                <p>{adapter.description}</p>
                {!adapter.fetchable && <Muted>{M.sample}</Muted>}
                {adapter.connections.length === 0 ? (
                  <Muted>{M.noConnections}</Muted>
                ) : (
                  <Counts aria-label={M.connectionCounts(adapter.title)}>
                    {adapter.connections.map((count) => (
                      <li key={count.status}>
                        <ConnectionStatusBadge status={count.status} count={count.count} />
                      </li>
                    ))}
                  </Counts>
                )}
              </Card>
            ))}
          </Cards>
        </section>
      ))}
    </Screen>
  );
}
