import { preloadable } from '../preloadable';
import type { FieldProps, SelectFieldDef } from './types';

// react-select is the largest part of a form: a form with plain selects only (a sign-in) goes without it.

/** A select over an options endpoint, asking the server as the user types. */
export const RemoteSelect = preloadable<FieldProps<SelectFieldDef>>(() => import('./RemoteSelect').then((m) => ({ default: m.RemoteSelect })));
/** One choice from a whole list, narrowed by typing. */
export const SearchableSelect = preloadable(() => import('./SearchableSelect'));
/** Several choices from a searchable list. */
export const MultiSelect = preloadable(() => import('./MultiSelect'));

/** Loads the three ahead, for screens whose forms open in a dialog. */
export const preloadReactSelects = () => Promise.all([RemoteSelect.preload(), SearchableSelect.preload(), MultiSelect.preload()]);
