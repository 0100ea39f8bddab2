import type { Feature } from '../store/feature';
import { createQueryEditorSaga } from './state/queryEditor.sagas';
import { queryEditorSlice } from './state/queryEditor.slice';
import { createQueryHistorySaga } from './state/queryHistory.sagas';
import { queryHistorySlice } from './state/queryHistory.slice';
import { createQueryListSaga } from './state/queryList.sagas';
import { queryListSlice } from './state/queryList.slice';

/** The list of saved queries and its folders. */
export const queryListFeature: Feature = { name: 'queryList', slice: queryListSlice, saga: () => createQueryListSaga() };
/** The editor of one query: draft, live counts, preview and saves. */
export const queryEditorFeature: Feature = { name: 'queryEditor', slice: queryEditorSlice, saga: () => createQueryEditorSaga() };
/** A query's versions and the comparison of two. */
export const queryHistoryFeature: Feature = { name: 'queryHistory', slice: queryHistorySlice, saga: () => createQueryHistorySaga() };

/** Everything the Queries area needs, injected when its lazy screen mounts (never on the login path). */
export const queriesFeatures: readonly Feature[] = [queryListFeature, queryEditorFeature, queryHistoryFeature];
