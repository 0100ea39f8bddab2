import type { Theme } from './themes';

// Gives `props.theme` its type in every styled rule of every package. It lives in a .ts
// file that the ui index imports, so dependants keep the type under `tsc -b`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- interface merging is how styled-components is typed
  export interface DefaultTheme extends Theme {}
}

export {};
