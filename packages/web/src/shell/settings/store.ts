import { useSyncExternalStore } from 'react';
import { DEFAULT_SETTINGS, readSettings, writeSettings, type Settings } from './settings';
import { applyToDocument } from './document';

let current: Settings | null = null;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= readSettings();
  return current;
}

function commit(next: Settings) {
  current = next;
  writeSettings(next);
  applyToDocument(next);
  listeners.forEach((fn) => fn());
}

export function updateSettings(patch: Partial<Settings>) {
  commit({ ...getSettings(), ...patch });
}

export function resetSettings() {
  commit({ ...DEFAULT_SETTINGS });
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, getSettings, getSettings);
}

/** Forgets the cached value so the next read comes from storage (tests, another tab). */
export function reloadSettings() {
  current = null;
  listeners.forEach((fn) => fn());
}
