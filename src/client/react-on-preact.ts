/**
 * What island components import as `react` in the browser: Preact's core and hooks under React's
 * names. It replaces preact/compat (larger) because islands use only this subset of React's
 * API; an island importing anything else fails the build ("No matching export"). Differences that
 * matter to island authors: text inputs listen with `onInput` (Preact's `onChange` is the DOM
 * change event), and ids are passed as props, never made with `useId` (server and client would differ).
 */
export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';
