import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Constants } from '@vigil/openapi';

export interface ConstantsState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  value: Constants | null;
  error: string | null;
}

const initialState: ConstantsState = { status: 'idle', value: null, error: null };

export const constantsSlice = createSlice({
  name: 'constants',
  initialState,
  reducers: {
    constantsRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    constantsLoaded(state, action: PayloadAction<Constants>) {
      state.status = 'loaded';
      state.value = action.payload;
    },
    constantsFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.error = action.payload;
    },
  },
});

export const { constantsRequested, constantsLoaded, constantsFailed } = constantsSlice.actions;
