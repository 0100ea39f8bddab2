import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataField } from '@vigil/openapi';

/**
 * What the console loads at sign-in and again when a discovery run starts or finishes, for later
 * screens (queries, charts, date pickers): the data fields by entity type and the history dates.
 */
export interface DiscoveryDataState {
  dataFields: Record<string, DataField[]> | null;
  firstHistoricalDate: string | null;
  allowedDates: string[] | null;
}

const initialState: DiscoveryDataState = { dataFields: null, firstHistoricalDate: null, allowedDates: null };

// The reducers take the plain state and return a new one: an immer draft of the recursive field
// type (sub-fields) has no name that the package's type declarations could print.
export const discoveryDataSlice = createSlice({
  name: 'discoveryData',
  initialState,
  reducers: {
    dataFieldsLoaded: (state: DiscoveryDataState, action: PayloadAction<Record<string, DataField[]>>): DiscoveryDataState => ({
      ...state,
      dataFields: action.payload,
    }),
    firstHistoricalDateLoaded: (state: DiscoveryDataState, action: PayloadAction<string | null>): DiscoveryDataState => ({
      ...state,
      firstHistoricalDate: action.payload,
    }),
    allowedDatesLoaded: (state: DiscoveryDataState, action: PayloadAction<string[]>): DiscoveryDataState => ({
      ...state,
      allowedDates: action.payload,
    }),
  },
});

export const { dataFieldsLoaded, firstHistoricalDateLoaded, allowedDatesLoaded } = discoveryDataSlice.actions;
