import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssetDetail } from '@vigil/openapi';
import type { AssetAsOf } from '../api/assets.api';
import type { AssetsUnavailableReason } from './assetList.slice';

export interface AssetDetailState {
  entity: string | null;
  id: string | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  asset: AssetDetail | null;
  error: string | null;
  unavailable: AssetsUnavailableReason | null;
  /** Investigation "as of": the day picked (YYYY-MM-DD; null: now) and the fields then. */
  asOf: { date: string | null; status: 'idle' | 'loading' | 'loaded' | 'failed'; fields: AssetAsOf | null; error: string | null };
}

const noAsOf: AssetDetailState['asOf'] = { date: null, status: 'idle', fields: null, error: null };

export const initialAssetDetailState: AssetDetailState = { entity: null, id: null, status: 'idle', asset: null, error: null, unavailable: null, asOf: noAsOf };

export const assetDetailSlice = createSlice({
  name: 'assetDetail',
  initialState: initialAssetDetailState,
  reducers: {
    assetDetailOpened: (_state, action: PayloadAction<{ entity: string; id: string }>) => ({
      ...initialAssetDetailState,
      entity: action.payload.entity,
      id: action.payload.id,
      status: 'loading',
    }),
    assetDetailLoaded: (state: AssetDetailState, action: PayloadAction<AssetDetail>) => {
      state.status = 'loaded';
      state.asset = action.payload;
    },
    assetDetailFailed: (state: AssetDetailState, action: PayloadAction<{ message: string; unavailable?: AssetsUnavailableReason }>) => {
      state.status = 'failed';
      state.error = action.payload.message;
      state.unavailable = action.payload.unavailable ?? null;
    },
    /** A day (YYYY-MM-DD) to see the fields as of (its end, or now when that is later), or null for now. */
    asOfChanged: (state: AssetDetailState, action: PayloadAction<string | null>) => {
      state.asOf = action.payload === null ? noAsOf : { date: action.payload, status: 'loading', fields: null, error: null };
    },
    asOfLoaded: (state: AssetDetailState, action: PayloadAction<AssetAsOf>) => {
      state.asOf.status = 'loaded';
      state.asOf.fields = action.payload;
    },
    asOfFailed: (state: AssetDetailState, action: PayloadAction<string>) => {
      state.asOf.status = 'failed';
      state.asOf.error = action.payload;
    },
  },
});

export const { assetDetailOpened, assetDetailLoaded, assetDetailFailed, asOfChanged, asOfLoaded, asOfFailed } = assetDetailSlice.actions;
