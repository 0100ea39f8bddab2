import { queryFilterProblems, type DataField, type QueryFilter, type QueryFilterProblem } from '@vigil/openapi';
import { Spinner, Tab, TabList, TabPanel, Tabs } from '@vigil/ui';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { builderPaths, nodeLabel, normaliseTree, problemsByPath, toBuilderGroup, toQueryFilter, type BuilderCatalog, type BuilderGroup } from '../../builder';
import { BuilderEnvContext, type BuilderEnv } from './builderContext';
import { BuilderTree, entityFieldOptions } from './BuilderTree';
import { NodeStatusStore, useNodeStatus } from './nodeStatus';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';
import { BuilderHeader, BuilderRoot, RootCount } from './QueryBuilder.styles';
import { TextView, useTextView } from './TextView';

export interface QueryBuilderProps {
  /** The entity type queried (devices, users, software, vulnerabilities). */
  entity: string;
  /** Data fields per entity type (GET /data_fields), for the field picker, and the related entity's fields for relationship rows. */
  dataFields: Readonly<Record<string, readonly DataField[]>>;
  filter: QueryFilter;
  onChange: (filter: QueryFilter) => void;
  /** Live counts by node path ('' the root, 'g0', 'g0.c1', as childPath makes them). */
  counts?: Readonly<Record<string, number>>;
  /** A count request is in flight (show a quiet loading state beside the counts). */
  countsLoading?: boolean;
  /** Problems by node path (the server's 400 details or local checks), shown on that row/group. */
  problems?: readonly QueryFilterProblem[];
  /** Without Queries/Update: everything shown, nothing editable. */
  readOnly?: boolean;
  /** Show the whole filter's count in the header; off where the screen shows it already. @default true */
  showRootCount?: boolean;
}

type View = 'tree' | 'text';

interface Tree {
  /** The filter this tree stands for: the prop it was made from, or the one last sent with onChange. */
  filter: QueryFilter;
  group: BuilderGroup;
}

/** The root's count beside the view switch, with a quiet spinner while counts load. */
function HeaderCount({ store, rootId, loading, showCount }: { store: NodeStatusStore; rootId: string | undefined; loading: boolean; showCount: boolean }) {
  const { count } = useNodeStatus(store, rootId);
  return (
    <RootCount>
      {loading && <Spinner size="sm" label={M.countsLoading} />}
      {showCount && count !== undefined && <strong data-count>{M.assets(count)}</strong>}
    </RootCount>
  );
}

/**
 * The query builder: a filter over one entity type as a tree of groups (and/or, not) and
 * conditions, with relationship rows over the related entity's fields and object rows over
 * their sub-fields; live counts and problems on every row and group; a text view. Built on
 * react-querybuilder with every control from the design system.
 */
export function QueryBuilder({ entity, dataFields, filter, onChange, counts, countsLoading = false, problems, readOnly = false, showRootCount = true }: QueryBuilderProps) {
  const [view, setView] = useState<View>('tree');
  const [tree, setTree] = useState<Tree>(() => ({ filter, group: toBuilderGroup(filter) }));
  // A filter from outside (a saved version, the text view, the server) replaces the tree, keeping the ids of what stayed.
  let current = tree;
  if (filter !== tree.filter) {
    current = { filter, group: toBuilderGroup(filter, tree.group) };
    setTree(current);
  }

  const fields = dataFields[entity];
  const catalog = useMemo<BuilderCatalog & { fields: (name: string) => readonly DataField[] | undefined }>(
    () => ({ fields: (name) => dataFields[name], entityFields: (name) => dataFields[name] }),
    [dataFields],
  );

  const latest = useRef({ current, onChange, fields, catalog });
  useLayoutEffect(() => {
    latest.current = { current, onChange, fields, catalog };
  });

  // Stable, so react-querybuilder's handlers (and with them every row) stay the same across edits.
  const onQueryChange = useCallback((next: BuilderGroup) => {
    const { current: before, onChange: notify, fields: scope, catalog: fieldsOf } = latest.current;
    const group = normaliseTree(next, before.group, scope ?? [], fieldsOf);
    const updated = { filter: toQueryFilter(group), group };
    latest.current = { ...latest.current, current: updated };
    setTree(updated);
    notify(updated.filter);
  }, []);

  const paths = useMemo(() => builderPaths(current.group), [current.group]);
  const localProblems = useMemo(
    () => (fields ? queryFilterProblems(catalog, entity, current.filter) : undefined),
    [catalog, entity, current.filter, fields],
  );
  const problemMap = useMemo(() => problemsByPath([localProblems, problems], new Set(paths.values())), [localProblems, problems, paths]);

  const [store] = useState(() => {
    const initial = new NodeStatusStore();
    initial.update(paths, counts, problemMap);
    return initial;
  });
  useLayoutEffect(() => {
    store.update(paths, counts, problemMap);
  }, [store, paths, counts, problemMap]);

  const textProblems = useMemo(
    () => [...problemMap].flatMap(([path, messages]) => messages.map((message) => M.nodeProblem(nodeLabel(path), message))),
    [problemMap],
  );
  const text = useTextView(current.filter, onChange);

  const env = useMemo<BuilderEnv>(() => ({ store, dataFields, readOnly }), [store, dataFields, readOnly]);
  const fieldOptions = entityFieldOptions(dataFields, entity);

  // The same element while the tree changes: the tabs do not rebuild their list on every edit.
  const rootId = current.group.id;
  const header = useMemo(
    () => (
      <BuilderHeader>
        <TabList aria-label={M.viewsLabel}>
          <Tab id="tree">{M.treeTab}</Tab>
          <Tab id="text">{M.textTab}</Tab>
        </TabList>
        <HeaderCount store={store} rootId={rootId} loading={countsLoading} showCount={showRootCount} />
      </BuilderHeader>
    ),
    [store, rootId, countsLoading, showRootCount],
  );

  return (
    <BuilderEnvContext.Provider value={env}>
      <BuilderRoot data-counts-loading={countsLoading || undefined} aria-busy={countsLoading || undefined}>
        <Tabs
          selectedKey={view}
          onSelectionChange={(key) => {
            // Leaving the text applies it; a text that does not parse keeps the view, its fault shown.
            if (key === 'tree' && view === 'text' && !text.apply()) return;
            setView(key === 'text' ? 'text' : 'tree');
          }}
        >
          {header}
          <TabPanel id="tree">
            <BuilderTree query={current.group} onQueryChange={onQueryChange} fields={fieldOptions} disabled={readOnly} emptyText={M.empty} />
          </TabPanel>
          <TabPanel id="text">
            <TextView model={text} readOnly={readOnly} problems={textProblems} />
          </TabPanel>
        </Tabs>
      </BuilderRoot>
    </BuilderEnvContext.Provider>
  );
}
