import { initialFindingsState, type FindingsState } from './findings.slice';

/** The Findings route's state (its initial state before the feature is injected). */
export const selectFindings = (state: { findings?: FindingsState }): FindingsState => state.findings ?? initialFindingsState;
