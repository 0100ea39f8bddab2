// The spec does not give these texts; ours to design (see /work/shared/spec/README.md).
export const CHART_EMPTY_MESSAGE = 'No data to display';
export const CHART_LOADING_LABEL = 'Loading chart';
