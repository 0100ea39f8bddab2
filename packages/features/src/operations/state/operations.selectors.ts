import type { OperationsSection } from '../api/operations.api';
import { initialOperationsState, type OperationsState } from './operations.slice';

const selectOperationsState = (state: { operations?: OperationsState }): OperationsState => state.operations ?? initialOperationsState;

/** One tab's config and its load and save state. */
export const selectSection =
  <K extends OperationsSection>(section: K) =>
  (state: { operations?: OperationsState }): OperationsState[K] =>
    selectOperationsState(state)[section];
