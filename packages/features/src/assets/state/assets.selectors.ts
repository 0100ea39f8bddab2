import { createSelector } from '@reduxjs/toolkit';
import { assetDetailSlice } from './assetDetail.slice';
import { assetListSlice } from './assetList.slice';
import { investigationSlice } from './investigation.slice';

type WithList = Parameters<typeof assetListSlice.selectSlice>[0];
type WithDetail = Parameters<typeof assetDetailSlice.selectSlice>[0];
type WithInvestigation = Parameters<typeof investigationSlice.selectSlice>[0];

export const selectAssetList = (state: WithList) => assetListSlice.selectSlice(state);
export const selectAssetRows = createSelector(selectAssetList, (list) => list.rows);
export const selectAssetExport = createSelector(selectAssetList, (list) => list.export);
export const selectColumnChoice = createSelector(selectAssetList, (list) => list.columnChoice);
/** The saved queries over `entity` (an empty list until they are in). */
export const selectSavedQueriesOf = createSelector([selectAssetList, (_state: WithList, entity: string) => entity], (list, entity) =>
  list.savedQueries?.entity === entity ? list.savedQueries.items : [],
);

export const selectAssetDetail = (state: WithDetail) => assetDetailSlice.selectSlice(state);
export const selectAsOf = createSelector(selectAssetDetail, (detail) => detail.asOf);

export const selectInvestigation = (state: WithInvestigation) => investigationSlice.selectSlice(state);
