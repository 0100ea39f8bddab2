import type { DataField } from '@vigil/openapi';
import { createContext, useContext } from 'react';
import type { NodeStatusStore } from './nodeStatus';

/** What every part of one builder shares; stable while the builder's inputs are. */
export interface BuilderEnv {
  store: NodeStatusStore;
  dataFields: Readonly<Record<string, readonly DataField[]>>;
  readOnly: boolean;
}

export const BuilderEnvContext = createContext<BuilderEnv | null>(null);

export function useBuilderEnv(): BuilderEnv {
  const env = useContext(BuilderEnvContext);
  if (!env) throw new Error('A query builder part is rendered outside QueryBuilder');
  return env;
}

/** The row or group a control belongs to: what it is called, and the id of its problems' text. */
export interface RowInfo {
  label: string;
  problemsId: string | undefined;
}

export const RowContext = createContext<RowInfo>({ label: '', problemsId: undefined });

export const useRow = (): RowInfo => useContext(RowContext);
